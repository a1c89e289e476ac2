/**
 * Serves the RESO Data Dictionary 2.0 stand-in (the one the API tests use) for trying OfferDesk
 * with OFFERDESK_MLS_PROVIDER=reso: `npm run reso-stand-in` (port OFFERDESK_RESO_STAND_IN_PORT,
 * default a free one; client credentials OFFERDESK_RESO_CLIENT_ID / _CLIENT_SECRET, default
 * the stand-in's own), then start the suite with the variables it prints.
 */
import { startResoStandIn, STAND_IN_CLIENT } from '../src/__tests__/helpers/resoStandIn';
import { resoStandInData } from '../src/__tests__/helpers/resoStandInData';

async function main() {
  const client = {
    clientId: process.env.OFFERDESK_RESO_CLIENT_ID || STAND_IN_CLIENT.clientId,
    clientSecret: process.env.OFFERDESK_RESO_CLIENT_SECRET || STAND_IN_CLIENT.clientSecret,
  };
  const server = await startResoStandIn(resoStandInData(), Number(process.env.OFFERDESK_RESO_STAND_IN_PORT ?? 0), client);
  console.log(
    `RESO Data Dictionary 2.0 stand-in at ${server.odataUrl} ($metadata, Property; ${resoStandInData().Property.length} listings)`,
  );
  console.log('Start the suite with:');
  console.log(
    `  OFFERDESK_MLS_PROVIDER=reso OFFERDESK_RESO_URL=${server.odataUrl} OFFERDESK_RESO_TOKEN_URL=${server.tokenUrl} ` +
      `OFFERDESK_RESO_CLIENT_ID=${client.clientId} OFFERDESK_RESO_CLIENT_SECRET=${client.clientSecret === STAND_IN_CLIENT.clientSecret ? client.clientSecret : '<yours>'} npm start`,
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
