/**
 * Runs the checkout scenario (bench/checkout.ts) against a server that is already running:
 * `node --conditions=source --import tsx bench/checkout-profile.ts <base url> <its DATA_DIR>`.
 */
import { checkoutFigures } from './checkout.js';

const [base = 'http://127.0.0.1:3000', dataDir = '.'] = process.argv.slice(2);
await checkoutFigures(base, dataDir);
