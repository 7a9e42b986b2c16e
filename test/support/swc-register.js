// Lets a child node process run the server's TypeScript straight from source: swc on load, @tourops/* mapped to libs/.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../..');
const swcrc = JSON.parse(fs.readFileSync(path.join(root, '.swcrc'), 'utf8'));
const { paths, baseUrl, ...jsc } = swcrc.jsc;
const aliases = Object.fromEntries(Object.entries(paths).map(([name, [target]]) => [name, path.join(root, target)]));

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, aliases[request] ?? request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    swcrc: false,
    sourceMaps: 'inline',
    module: { type: 'commonjs' },
    jsc,
  });
  module._compile(code, filename);
};
