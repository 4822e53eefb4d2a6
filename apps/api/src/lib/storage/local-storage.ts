import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage, UnsafeStorageKeyError } from './file-storage';

/** Files on local disk under one directory (DATA_DIR/files by default). */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(this.root, key);
    // Belt and braces: the key pattern already forbids "..", but never touch anything outside the root.
    if (!full.startsWith(this.root + path.sep)) throw new UnsafeStorageKeyError(key);
    return full;
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const full = this.pathOf(key);
    await mkdir(path.dirname(full), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${full}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, bytes, { mode: 0o600 });
    await rename(temporary, full);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
