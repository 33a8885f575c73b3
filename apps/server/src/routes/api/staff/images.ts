import type { FastifyError, FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { IMAGE_UPLOAD_LIMIT_BYTES, ImageRefused } from '../../../plugins/media/index.ts';

/**
 * POST /api/staff/images (owner, issue 35 "Images"): the photo's bytes as the body, whatever content
 * type the browser gave (the file is read by its content), at most 15 MB — a larger body is refused
 * before it is read to the end, as IMAGE_TOO_LARGE. Register inside the owner's scope.
 */
export default function staffImageRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_LIMIT_BYTES },
    (_request, body, parsed) => parsed(null, body),
  );
  // A body over the limit fails in the parser, before any route code: said with this endpoint's code.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new ApiError(413, 'IMAGE_TOO_LARGE');
    throw error;
  });

  registerEndpoint(app, 'POST /api/staff/images', {}, async (request) => {
    try {
      return { data: await app.media.store(request.body) };
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      if (error.reason === 'too_many_pixels') throw new ApiError(413, 'IMAGE_TOO_LARGE');
      throw new ApiError(400, 'WRONG_IMAGE');
    }
  });
  done();
}
