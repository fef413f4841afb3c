import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const testVarDir = path.join(projectRoot, 'var/test');
export const apiBaseDb = path.join(testVarDir, 'api-base.db');
