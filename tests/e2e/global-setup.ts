// Starts the real stack once for the whole run (see stack.mjs for what and where).
import { startStack } from './stack.mjs';

export default async function globalSetup() {
  await startStack();
}
