import { createStore, useStoreValue } from './create-store';

/** The full-screen loader overlay (spec 2: hidden after each navigation). */
const loader = createStore(false);

export const showLoader = () => loader.set(true);
export const hideLoader = () => loader.set(false);
export const useLoaderVisible = () => useStoreValue(loader);
