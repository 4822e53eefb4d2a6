/** What an ajv standalone validator module exports (see apps/web/scripts/contract-validators.ts). */
export interface CompiledValidate {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; message?: string }> | null;
}
