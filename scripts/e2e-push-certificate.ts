// The browser tests' local push service's certificate (tests/e2e/speed-to-lead.spec.ts), made before the e2e
// server starts so that it can trust it (NODE_EXTRA_CA_CERTS): the folder is the first argument.
import { pushServiceCertificate } from "../tests/support/test-push-service";

const dir = process.argv[2];
if (!dir) throw new Error("usage: e2e-push-certificate.ts <folder>");
process.stdout.write(`${pushServiceCertificate(dir).certFile}\n`);
