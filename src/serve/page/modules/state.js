// What the page holds: the games, the one chosen, the play session, the
// solution shown.

export const view = {
  games: [],
  game: null,
  session: null,       // the play session's state
  scene: null,         // what stays fixed through its game (a row, a board)
  owners: new Map(),   // row games: index -> the player who took it
  trail: [],           // board games: the token's cells so far
  trailAt: [],         // the trail after each number of moves, for undo
  ownersAt: [],        // the owners likewise
  placesAt: [],        // heaps: where each heap is drawn after each number of moves ({slots, changed})
  table: null,         // the margin table, where the game has one
  line: null,          // the optimal line from the start
  step: 0,             // the step shown in the line
  mode: 'learn',       // learn: nothing of the solution until asked; analysis: all of it
  values: null,        // each legal move's value, by its text, once shown
  turns: [],           // every turn of the game so far
  redo: [],            // the moves of yours taken back, last first out
  choice: null,        // the place clicked where several moves are made
};
