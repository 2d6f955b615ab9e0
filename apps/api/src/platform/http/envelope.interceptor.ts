// Wraps every /api result in {code: 200, message, data} with the message in the request language.
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { resolveLanguage } from '../i18n/language';
import { ApiResponse } from './api-response';

@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const path = request.url.split('?')[0];
    const enveloped = path.startsWith('/api/') || path.startsWith('/admin/api/');
    return next.handle().pipe(
      map((value: unknown) => {
        if (!enveloped || reply.sent) return value;
        const lang = resolveLanguage(request.query, request.headers['accept-language']);
        const response = value instanceof ApiResponse ? value : new ApiResponse(value ?? null);
        reply.status(200);
        return response.toEnvelope(lang);
      }),
    );
  }
}
