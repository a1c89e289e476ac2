// Plain paths: the offers list imports them, so this module imports no shared entry.
/** Enter Manually: an empty Offer Information. */
export const ENTER_MANUALLY_PATH = '/create-offer';
/** Where the standalone page goes with imported MLS data. */
export const CREATE_OFFER_PATH = '/create-offer';
/** The Offers list; /home/true opens the import dialog. */
export const HOME_PATH = '/home';
export const HOME_WITH_IMPORT_PATH = '/home/true';
