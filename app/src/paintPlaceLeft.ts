import { paintPlaceLeft } from './boot/placeLeftSnapshot.ts';

// An entry of its own, before the app's (index.html): back from a game it paints the page the member left while
// the app's script is still loading (boot/placeLeftSnapshot.ts). It must stay this small to run first.
paintPlaceLeft(window);
