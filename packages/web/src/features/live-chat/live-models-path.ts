/** Where the list of live chat hosts lives (spec 1 "live chat models"); other screens link here. */
export const LIVE_MODELS_PATH = '/liveModels';
