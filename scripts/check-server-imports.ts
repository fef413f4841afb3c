// npm run check:imports [-- --root <folder>]: its usage (below; --help) says what it does.
import path from 'node:path';
import { importCycles, importsAgainstOrder, serverFolder, serverImports, serverLayers, serverRoot } from './lib/server-imports.ts';
import { commandLine } from './lib/command-line.ts';

const { values } = commandLine({
  usage: `Usage: npm run check:imports [-- --root <folder>]
Walks the imports between the files of src/server (static, dynamic, type-only, re-exports) and lists
the cycles between files and between folders, and the imports that run back up the folder order
(SERVER_LAYERS in eslint.config.js, bottom first). Exit code 0: none; 1: some.
  --root <folder>  the src/server folder to walk, e.g. of an older tree from git archive (default: src/server)`,
  options: { root: { type: 'string', default: serverRoot } },
});
const layers = await serverLayers();

const { files, imports } = serverImports(path.resolve(values.root));
const cycles = importCycles(imports);
const backUp = importsAgainstOrder(imports, layers);
const across = imports.filter(({ from, to }) => serverFolder(from) !== serverFolder(to));
const folderLinks = [...new Set(across.map(({ from, to }) => `${serverFolder(from)} ${serverFolder(to)}`))].map((link) => {
  const [from, to] = link.split(' ') as [string, string];
  return { from, to };
});
const folderCycles = importCycles(folderLinks);

console.log(`Folder order, bottom first: ${layers.map((layer) => layer.join(', ')).join(' → ')}`);
console.log(`${files.length} files, ${imports.length} imports between them, ${across.length} across folders`);
console.log(`Cycles between files: ${cycles.length}`);
for (const cycle of cycles) console.log(`  ${[...cycle, cycle[0]].join(' > ')}`);
console.log(`Cycles between folders: ${folderCycles.length}`);
for (const cycle of folderCycles) console.log(`  ${[...cycle, cycle[0]].join(' > ')}`);
console.log(`Imports back up the folder order: ${backUp.length}`);
for (const { from, to } of backUp) console.log(`  ${from} → ${to}`);
process.exitCode = cycles.length || folderCycles.length || backUp.length ? 1 : 0;
