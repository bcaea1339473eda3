// How the production server process is started: `npm start`, `npm run serve`
// and the benchmarks all take these from here, so what is measured is what
// runs. Both must be given when the process starts (V8 sizes its heap, and
// glibc its allocator, before any of our code runs). docs/decisions/029.

/**
 * A cap on V8's old generation. Without one, V8 on a machine with this much
 * memory lets the heap grow to four times what survived the last full
 * collection: under 20 concurrent renders that is 400-500 MB of heap for about
 * 60-100 MB of live objects. Any cap under 2 GB makes V8 grow the heap by at
 * most 1.3-2 times instead: measured, 255-520 MB peak RSS on PostgreSQL
 * instead of 590-710, for 10-40% more CPU per fresh render (more full
 * collections). It is a hard limit: a process whose live objects outgrow it
 * stops with "heap out of memory", which 20 concurrent renders are far from.
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=512"];

/**
 * glibc gives each thread that allocates (libuv's pool compressing responses,
 * V8's compiler and GC threads) its own malloc arena of up to 64 MB and rarely
 * returns their memory: 100-150 MB of RSS after a load. Two arenas showed no
 * cost here.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };
