import type { CompiledValidate } from './validator';
export declare const validate: CompiledValidate;
export default validate;
