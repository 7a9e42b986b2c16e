// Jest runs every spec in CommonJS; @swc/jest compiles our TypeScript and the ESM-only @nestjs packages.
const fs = require('node:fs');
const swc = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));
delete swc.exclude;
delete swc.$schema;
const ESM_ONLY = [
  '@nestjs', '@borewit', '@isaacs', '@tokenizer', 'content-disposition', 'cookie', 'file-type', 'glob', 'jose',
  'minipass', 'path-scurry', 'set-cookie-parser', 'strtok3', 'toad-cache', 'token-types', 'uint8array-extras', 'uuid',
];
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { ...swc, swcrc: false, sourceMaps: 'inline' }] },
  // ESM-only packages in the server's dependency tree are compiled to CommonJS for jest.
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: {
    '^@tourops/(domain|contracts|event-store|read-store|projections|runtime)$': '<rootDir>/libs/$1/src/index.ts',
  },
  testTimeout: 30000,
};
