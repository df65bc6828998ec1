// What other features may use of neighbours; the rest is its own. Re-exports only (ADR 105).
export { NeighbourSection } from './components/member-neighbour-settings';
export { NeighboursTold } from './components/neighbours-told';
