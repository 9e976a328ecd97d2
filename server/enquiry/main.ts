/** `npm run enquiry-service`: the enquiry service on its own. Configuration: README. */
import { ConfigError, readConfig } from './config';
import { closeOnSignals, startEnquiryService } from './service';

try {
  closeOnSignals(await startEnquiryService(readConfig()));
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration: ${error.message}` : error);
  process.exit(1);
}
