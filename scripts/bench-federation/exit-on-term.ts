// Preloaded into every bench gateway: SIGTERM ends the process through process.exit, whatever
// handlers the gateway installs (Hive's runtime disposes itself on SIGTERM but leaves the server
// up), and a node --cpu-prof profile, written on a normal exit only, is written.
process.once('SIGTERM', () => process.exit(0));
