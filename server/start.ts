/**
 * `npm start`: the prerendered site and the enquiry service, side by side.
 * Site: PORT (4173) on HOST (127.0.0.1). Enquiry service: see server/enquiry/config.ts.
 */
import { ConfigError, readConfig } from './enquiry/config';
import { startEnquiryService } from './enquiry/service';
import { createSiteServer } from './site-server';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

try {
  const service = await startEnquiryService(readConfig());
  const site = createSiteServer();
  site.listen(port, host, () => {
    console.log(`Site: http://${host}:${port}/`);
  });
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      site.close();
      site.closeIdleConnections();
      service.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration: ${error.message}` : error);
  process.exit(1);
}
