import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

const SECRET_QUERY = /([?&](?:token|sdktoken|authorization|refreshToken|password)=)[^&]*/gi;

/** Never log passwords, tokens or credential headers (issue §2): redact + a minimal req serializer. */
export function loggerOptions(level: string, pretty = false): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["refresh-token"]',
        'req.headers.sdktoken',
        'req.headers.cookie',
        '*.password',
        '*.oldPassword',
        '*.newPassword',
        '*.token',
        '*.refreshToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: scrubUrl(req.url),
        ip: req.ip,
      }),
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}

export function scrubUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}
