// The baseline: a bare Fastify hello-world on the same machine, same Node, same load generator.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// The page baseline of the Lighthouse figures: the smallest page that paints a headline and a picture.
app.get('/page', async (_request, reply) =>
  reply
    .type('text/html')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head><body><h1>Hello, world</h1><svg width="360" height="120" role="img" aria-label="A banner"><rect width="360" height="120" fill="#c9a227"/></svg></body></html>',
    ),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
