import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(
  db: Database,
  values: { firstName: string; email: string; mensagem: string; language: string },
): Promise<void> {
  await db.insert(contactMessages).values(values);
}
