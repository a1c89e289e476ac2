import type { Db } from '../../db/db';
import type { GeocoderConfig, MlsConfig } from '../../config';
import { embeddedAddressProvider } from '../places/embeddedPlaces';
import { photonAddressProvider } from '../places/photonPlaces';
import type { AddressProvider } from '../places/types';
import { embeddedMlsProvider } from './embedded/embeddedProvider';
import { resoMlsProvider } from './reso/resoProvider';
import type { MlsProvider } from './types';

/** The MLS provider chosen by configuration. */
export const createMlsProvider = (db: Db, config?: MlsConfig): MlsProvider =>
  config?.provider === 'reso' && config.reso ? resoMlsProvider(config.reso) : embeddedMlsProvider(db);

/** The address provider chosen by configuration. */
export const createAddressProvider = (db: Db, config?: GeocoderConfig): AddressProvider =>
  config?.provider === 'photon' && config.photonUrl ? photonAddressProvider({ url: config.photonUrl }) : embeddedAddressProvider(db);

/** Whether the embedded listing set is needed (embedded MLS or embedded gazetteer). */
export const needsEmbeddedListings = (mls?: MlsConfig, geocoder?: GeocoderConfig) =>
  mls?.provider !== 'reso' || geocoder?.provider !== 'photon';
