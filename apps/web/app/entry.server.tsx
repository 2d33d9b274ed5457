import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { contentSecurityPolicy, createNonce, NonceContext, pageEmbedsOwnPdf } from './lib/content-security-policy.ts';
import { withoutModulePreloads } from './lib/without-module-preloads.ts';

// The server reads these tokens from the build to fill each request's context.
export { apiContext, publicEnvContext } from './lib/api-context.ts';

export const streamTimeout = 5_000;

/**
 * Errors React Router reports while answering a request. A visitor who leaves
 * mid-request and a 404 (every unknown URL, every missing product) are normal
 * traffic, not faults: only the rest reaches the error log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // Development's hot reload injects scripts of its own: the policy guards production pages.
  const nonce = import.meta.env.DEV ? undefined : createNonce();
  if (nonce) {
    const routeIds = routerContext.staticHandlerContext.matches.map((match) => match.route.id);
    const embedsOwnPdf = pageEmbedsOwnPdf(routeIds, routerContext.routeModules);
    responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, { embedsOwnPdf }));
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const page = (
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      ...(nonce ? { nonce } : {}),
      [readyOption]() {
        shellRendered = true;
        const body = withoutModulePreloads();
        // React has written the whole document: the abort timer has nothing left to guard.
        body.once('finish', () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
