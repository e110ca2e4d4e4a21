// The api's JSON body parser: Fastify's own (secure-json-parse, prototype poisoning
// refused), except that a body-less request may carry the JSON content type with no body.
// Every client of ours (the gateway, the web, the kiosk) sends `content-type:
// application/json` on every call, so a DELETE of a session, a bag line or a booking
// arrived with the header and nothing after it, and Fastify answered 400 "Body cannot be
// empty". Methods that carry their data in the URL get no body (undefined); a POST, PUT or
// PATCH with an empty body, and malformed JSON anywhere, are still refused.
import type { FastifyInstance } from 'fastify';

/** Methods whose request data is in the URL: an empty body with a JSON content type is no body. */
const BODYLESS_METHODS = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS']);

export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '' && BODYLESS_METHODS.has(request.method)) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
