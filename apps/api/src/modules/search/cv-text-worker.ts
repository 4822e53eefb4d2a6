import { parentPort, workerData } from 'node:worker_threads';
import { extractCvText } from './cv-text-extract';

// The CV text extraction worker (cv-text-isolated.ts starts it): one document per worker, with its own heap limit.
const { bytes, mimeType } = workerData as { bytes: Uint8Array; mimeType: string };
const text = await extractCvText(bytes, mimeType);
parentPort?.postMessage({ text });
