// The app's single jotai store: atoms are read and written through it outside React too.
import { createStore } from 'jotai';

export const store = createStore();
