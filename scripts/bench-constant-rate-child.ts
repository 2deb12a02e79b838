// The even-paced load generator in a process of its own (bench-constant-rate.ts, constantRateApart):
// reads its options as JSON from the first argument and prints the result as JSON.
import { constantRate } from './bench-constant-rate.js';

const result = await constantRate(JSON.parse(process.argv[2]!));
process.stdout.write(JSON.stringify(result));
