/**
 * klondike-solitaire: the public API of every layer.
 *
 * - engine: the pure rules (`Klondike`, deal codes, notation, saves);
 * - solver: `solve`, `hint`, `isStuck`, the worker protocol;
 * - element: `<klondike-solitaire>` (importing this module defines it), its
 *   events, layout and input controllers.
 * @module
 */
export * from './engine/index.js';
export * from './solver/index.js';
export * from './element/index.js';
