// @vitest-environment node
import { rm } from 'node:fs/promises';
import { tempSpoolDir } from '../../../tests/support/enquiry/fixtures';
import { FileStore } from './file-store';
import { describeStoreContract } from './store-contract';

describeStoreContract('File', async () => {
  const root = await tempSpoolDir();
  return {
    store: new FileStore(root),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});
