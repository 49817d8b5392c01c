// The lessons of /learn, as data: each a title and an introduction (catalogue keys) and a list of
// tasks on a board. A task names its position
// (or goes on from the position the previous task ended in), its words (a catalogue key), the
// actions that solve it (`solution`, shown on asking) and what counts as done (`goal`):
//   actions   exactly these actions;          kind    the last action is a capture, stack, pass or place;
//   piece     the placed piece's type;       result  the game ends so (a reason), or null: it goes on;
//   top       {cell, letters}: that stack;   tallTop {letter, min}: one's stack that tall with that top;
//   safe      a letter: no capture of the opponent, to act next, takes a stack with that top.
// The text between `LESSONS = ` and the last `];` is JSON: the server's tests read it and check
// that every position can be, that every solution is legal and meets its goal.
export const LESSONS = [
  {
    "id": "capture",
    "title": "lesson-capture-title",
    "intro": "lesson-capture-intro",
    "tasks": [
      {
        "position": "r1T2/6/7/8/z6Z/8/7/6/t3R w first",
        "text": "lesson-capture-1",
        "solution": ["A1xA3"],
        "goal": { "actions": ["A1xA3"] }
      },
      {
        "position": "(tt)1(RR)2/6/t1(TTT)4/8/z6Z/8/7/6/r3R w first",
        "text": "lesson-capture-2",
        "solution": ["A1xA3"],
        "goal": { "actions": ["A1xA3"] }
      }
    ]
  },
  {
    "id": "stack",
    "title": "lesson-stack-title",
    "intro": "lesson-stack-intro",
    "tasks": [
      {
        "position": "z1t2/6/t6/8/r6Z/8/7/6/T3R w second",
        "text": "lesson-stack-1",
        "solution": ["A1+A3"],
        "goal": { "kind": "stack", "top": { "cell": "A3", "letters": "tz" } }
      },
      {
        "position": "z1t2/6/t6/8/r6Z/8/7/6/T3R w second",
        "text": "lesson-stack-2",
        "solution": ["pass"],
        "goal": { "kind": "pass" }
      }
    ]
  },
  {
    "id": "forced",
    "title": "lesson-forced-title",
    "intro": "lesson-forced-intro",
    "tasks": [
      {
        "position": "z1T2/6/t1r4/8/t6Z/8/7/6/T3R w first",
        "text": "lesson-forced-1",
        "solution": ["A1xA3"],
        "goal": { "kind": "capture" }
      },
      {
        "text": "lesson-forced-2",
        "solution": ["C3+C1"],
        "goal": { "kind": "stack", "result": null }
      }
    ]
  },
  {
    "id": "lose",
    "title": "lesson-lose-title",
    "intro": "lesson-lose-intro",
    "tasks": [
      {
        "position": "r1Z2/6/z6/8/t6R/8/7/6/T4 w first",
        "text": "lesson-lose-1",
        "solution": ["A1xA3"],
        "goal": { "result": "tzaar-captured" }
      },
      {
        "position": "(zz)1T2/6/(rr)6/8/7Z/8/(tt)1t4/6/T3R w first",
        "text": "lesson-lose-2",
        "solution": ["A1xA3", "G3+G1"],
        "goal": { "result": "no-capture" }
      },
      {
        "position": "rt3/6/t1z4/8/z6Z/8/7/6/T3R w second",
        "text": "lesson-lose-3",
        "solution": ["C1+C3"],
        "goal": { "kind": "stack", "result": null }
      }
    ]
  },
  {
    "id": "opening",
    "title": "lesson-opening-title",
    "intro": "lesson-opening-intro",
    "tasks": [
      {
        "position": "standard",
        "text": "lesson-opening-1",
        "solution": ["D5xD4"],
        "goal": { "kind": "capture" }
      },
      {
        "text": "lesson-opening-2",
        "solution": ["C3xD4"],
        "goal": { "kind": "capture" }
      },
      {
        "text": "lesson-opening-3",
        "solution": ["pass"],
        "goal": { "result": null }
      }
    ]
  },
  {
    "id": "placement",
    "title": "lesson-placement-title",
    "intro": "lesson-placement-intro",
    "tasks": [
      {
        "position": "tournament",
        "text": "lesson-placement-1",
        "solution": ["Z@E6"],
        "goal": { "kind": "place", "piece": "tzaar" }
      },
      {
        "text": "lesson-placement-2",
        "solution": ["T@E4"],
        "goal": { "kind": "place", "piece": "tott" }
      }
    ]
  },
  {
    "id": "ideas",
    "title": "lesson-ideas-title",
    "intro": "lesson-ideas-intro",
    "tasks": [
      {
        "position": "t1r1T/6/z1t4/8/7Z/8/7/6/T3R w second",
        "text": "lesson-ideas-1",
        "solution": ["A3+A1"],
        "goal": { "tallTop": { "letter": "r", "min": 2 }, "safe": "r" }
      },
      {
        "position": "(tt)1z2/6/z1r4/8/7Z/8/7/6/T3R w second",
        "text": "lesson-ideas-2",
        "solution": ["A3+A1"],
        "goal": { "tallTop": { "letter": "z", "min": 3 } }
      }
    ]
  }
];
