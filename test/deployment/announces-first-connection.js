// Preloaded into a process under test: prints one line when it first opens a client connection (to its stores), which it does only once its configuration is accepted.
const diagnostics = require('node:diagnostics_channel');

let announced = false;
diagnostics.subscribe('net.client.socket', () => {
  if (announced) return;
  announced = true;
  process.stderr.write('[deployment test] opening its first connection\n');
});
