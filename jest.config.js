// Jest runs every spec in CommonJS; @swc/jest compiles our TypeScript and the ESM-only @nestjs packages.
const fs = require('node:fs');
const swc = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));
delete swc.exclude;
delete swc.$schema;
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { ...swc, swcrc: false, sourceMaps: 'inline' }] },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|uuid|cookie)/)'],
  moduleNameMapper: {
    '^@tourops/(domain|contracts|event-store|read-store|projections)$': '<rootDir>/libs/$1/src/index.ts',
  },
  testTimeout: 30000,
};
