/**
 * The framework's ceiling for the bench: bare Fastify answering a small JSON on loopback, in its own
 * process like the shop. Prints its port on stdout.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(typeof address === 'object' && address ? address.port : '');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
