// The Node.js flags the server runs with: `npm start` passes them (package.json), and everything
// that starts the product "as `npm start` does" (the e2e runs, the benchmarks, the fault suite)
// passes these. Decision 051: a 32 MB young-generation semi-space, so the garbage collector's
// scavenges, each a pause of a few milliseconds on two cores, come every ~200 plan requests
// rather than every ~90 (docs/performance.md#trip-plan). Decision 055: the collector exposed, for
// the server alone to run once it is idle (src/server/idle-collection.ts), so that the young
// generation grown under load is given back. Decision 056: one V8 helper thread rather than four,
// so the embedded database's WebAssembly, optimised in the background at start, leaves one
// thread's malloc arena of freed compiler memory behind instead of four (~70 MB less resident).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32', '--expose-gc', '--v8-pool-size=1'];
