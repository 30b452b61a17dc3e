/**
 * PGlite runs in single-user mode without a checkpointer, so its WAL only shrinks on an explicit
 * CHECKPOINT. These settings keep segments small and recycled; `checkpoint()` is called after bulk
 * writes and on a timer by the server.
 *
 * shared_buffers: PostgreSQL's default 128MB lives in the process's WebAssembly memory and is zeroed
 * at every start (about half a second of a start); 64MB holds the catalogue's hot pages at 100,000
 * products as fast, in half the memory.
 */
export const PGLITE_CONF = [
  'max_wal_size = 64MB',
  'min_wal_size = 32MB',
  'wal_keep_size = 0',
  'shared_buffers = 64MB',
];
