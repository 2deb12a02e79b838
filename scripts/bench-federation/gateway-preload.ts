// Preloaded into every bench gateway, after tsx.
// Source maps off: the platform runs its compiled build without them (`npm start`), and with them
// every Error stack costs more (agent-base, under @apollo/gateway's fetcher, reads one per request).
process.setSourceMapsEnabled(false);
// SIGTERM ends the process through process.exit, whatever handlers the gateway installs (Hive's
// runtime disposes itself on SIGTERM but leaves the server up), so a node --cpu-prof profile, written
// on a normal exit only, is written.
process.once('SIGTERM', () => process.exit(0));
