// The V8 flags the server runs with, wherever it is started (npm start, the benchmarks; cluster workers
// inherit them). Decision 0114: V8 sizes the young generation from the machine's memory, and on a host
// with 24 GB it takes 2 × 64 MB semi-spaces that fill up soon after start: 116 MB of the 343 MB resident
// at rest. 16 MB semi-spaces (V8's long-time default) leave 230 MB at rest for a little more minor GC.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];
