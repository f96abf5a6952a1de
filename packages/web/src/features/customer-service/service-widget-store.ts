import { createStore, useStoreValue } from '../../lib/create-store';

/** The floating customer-service widget (spec 2 "Side menu"): open or closed, from anywhere. */
const widget = createStore(false);

export const openServiceWidget = () => widget.set(true);
export const closeServiceWidget = () => widget.set(false);
export const toggleServiceWidget = () => widget.set(!widget.get());
export const useServiceWidgetOpen = () => useStoreValue(widget);
