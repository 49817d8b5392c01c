# The web app's words in English: the catalogue every other language is checked against.
# Keys are grouped by where they show; `$side` and `$colour` are always `white` or `black`.

## The header, shared by every page

nav-games = Games
nav-players = Players
nav-rules = Rules
language-label = Language
sign-in = Sign in
sign-up = Sign up
change-password = Change password
log-out = Log out

## The sign-in and password dialogs

sign-name = Name
sign-password = Password
cancel = Cancel
password-now = Password now
password-new = New password
password-note = Your other devices will be logged out.
password-submit = Change it
sign-up-hint = A name of 2 to 20 letters, digits, _ or -, and a password of 8 characters or more.
name-rule = A name is 2 to 20 letters (A to Z, a to z), digits, _ or -.
password-rule = A password has 8 to 200 characters.
welcome = Welcome, { $name }.
signed-in-as = Signed in as { $name }.
password-changed = Your password is changed.
logged-out = Logged out.

## Talking to the server

server-unreachable = The server cannot be reached. Check the connection and try again.
server-answered = The server answered { $status } { $reason }.

## Words used in many places

colour-white = White
colour-black = Black
setup-standard = Standard
setup-random = Random
setup-tournament = Tournament
mode-engine = Engine
mode-hotseat = Hot-seat
mode-online = Online
mode-review = Review
days-per-turn =
    { $days ->
        [one] { $days } day per turn
       *[other] { $days } days per turn
    }
game-rated = rated
game-casual = casual
status-aborted = aborted
status-playing = playing
status-over = over
bot-mark = BOT
no-games = No games yet.
back-to-games = Back to the games
accept = Accept
page-of = Page { $page } of { $pages }

## The home page: introduction and playing people

intro = TZAAR is a board game for two: capture and stack pieces until your opponent is left without one of the three kinds.
intro-rules = Read the rules.
people-heading = Play people
col-player = Player
col-time = Time
col-start = Start
col-game = Game
col-colour = Colour
seeks-empty = No open challenges. Post one, and it shows here for everyone.
my-games-heading = Your games
seek-sign-in = Sign in to post or accept challenges.
clock-fischer = { $minutes } min + { $seconds } s
your-colour = Your colour
colour-random = Random
seek-rated = Rated
seek-opponent = Opponent
seek-anyone = Anyone
seek-opponent-hint = Empty: anyone may accept. A name: only that player. Level-1 to Level-10: the engine, at once.
seek-submit = Post the challenge
online-heading = Online
seek-no-clock = No clock
seek-plays-white = Plays White
seek-plays-black = Plays Black
seek-random-colours = Random colours
seek-accept-sign-in = Sign in to accept a challenge.
challenge-sent = Challenge sent to { $name }.
challenge-listed = Your challenge is in the list.
my-game-your-turn = Your turn against { $opponent }
my-game-waiting = Waiting for { $opponent }
my-game-deadline = Deadline { $date }
lobby-reconnecting = Reconnecting…

## The home page: a new game, importing, the archive

new-game-heading = New game
opponent = Opponent
start = Start
seed = Seed
seed-placeholder = Any (optional)
seed-invalid = The seed is a whole number from 0 to { $max }.
level = Level
level-weakest = { $level } (weakest)
level-strongest = { $level } (strongest)
your-name = Your name
optional = Optional
clock = Clock
clock-none = None
clock-correspondence =
    Correspondence: { $days ->
        [one] { $days } day per turn
       *[other] { $days } days per turn
    }
start-game = Start game
import-heading = Import a game
import-note = A record in this project's format or from LittleGolem opens for review.
import-example = Use the example
import = Import
import-empty = Paste a record or choose a file first.
games-heading = Games
col-players = Players
col-mode = Mode
col-turns = Turns
col-result = Result
col-updated = Updated
page-newer = ‹ Newer
page-older = Older ›
archive-page =
    Page { $page } of { $pages } ({ $total ->
        [one] { $total } game
       *[other] { $total } games
    })
result-reason-tzaar-captured = last Tzaar captured
result-reason-tzarra-captured = last Tzarra captured
result-reason-tott-captured = last Tott captured
result-reason-tzaar-buried = last Tzaar buried
result-reason-tzarra-buried = last Tzarra buried
result-reason-tott-buried = last Tott buried
result-reason-no-capture = no capture
result-reason-resignation = resignation
result-reason-time = time
result-reason-abandoned = abandoned

## Pages that are not there

missing-game = There is no such game
game-unavailable = The game cannot be shown
no-page-title = TZAAR – no such page
no-page = There is no page here
no-page-text = The address may be mistyped, or the page has moved. A game's address looks like /game/aZ3kP9qLm2Xw.

## A player's page and the leaderboard

rating = Rating
player-record =
    { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    } · { $wins } won · { $losses } lost
rating-history = Rating history
recent-games = Recent games
all-players = All players
no-rated-games = No rated games yet.
rating-graph-label = Rating after each rated game
white-won = White won
black-won = Black won
no-such-player = There is no player called “{ $name }”.
col-rating = Rating
col-games = Games
col-won = Won
col-lost = Lost
leaders-higher = ‹ Higher
leaders-lower = Lower ›

## The game page: board, buttons and panels

board-label = TZAAR board
eval-title = The engine's score: White's share of the bar
review-start = Start
review-start-title = Start (Home)
review-back = Back one action
review-back-title = Back one action (←)
review-forward = Forward one action
review-forward-title = Forward one action (→)
review-now = Now
review-now-title = Now (End)
pass = Pass
undo = Undo
hint = Hint
takeback = Takeback
takeback-offered = Takeback offered
rematch = Rematch
rematch-offered = Rematch offered
resign = Resign
abort = Abort
abort-title = End the game without a result (before Black's first action)
claim = Claim the win
claim-title = Your opponent's time is out or they have left: win the game
flip = Flip
flip-title = Turn the board around
decline = Decline
withdraw = Withdraw
rematch-go = Go to the rematch
type-action = Type an action:
play = Play
moves-heading = Moves
analysis-heading = Analysis
fair-play-note = The engine's view of this game (its score graph, best line and hints) opens once the game is over: while two people play, the engine helps nobody.
scores-show = Show the score graph
scores-update = Update the score graph
scores-busy = The engine is scoring the game…
best-line = Best line here
export-record = Export record
share-heading = Share
invite-label = Invite a player (their seat):
invite-label-side = Invite a player (they play { $side ->
        [white] White
       *[black] Black
    }; the first to open it takes the seat):
seat-label = Your seat link: open it on another device, and keep it private.
copy = Copy
watch-label = Watch (read only):
chat-heading = Chat
chat-placeholder = Say something to your opponent
chat-label = Chat message
send = Send
play-it = Play it

## The game page: what happens

game-title = TZAAR – game { $id }
game-title-your-turn = (Your turn) TZAAR – game { $id }
link-copied = Link copied.
link-copy-by-hand = Select the link and copy it (Ctrl+C).
you-play =
    You play { $side ->
        [white] White
       *[black] Black
    }.
seat-taken = Seat taken, so you are watching: someone else opened this invite first.
invite-refused = This invite does not open a seat ({ $reason }), so you are watching.
live-on = Live updates on.
connection-lost = Connection lost, reconnecting in { $seconds } s…
token-no-seat = This link does not hold a seat in this game; you are watching.
no-legal-action = { $stack }. It has no legal action now.
typed-not-legal = { $action } is not one of the legal actions here.
typed-nothing = Type an action first.
loses-at-once = { $action } loses the game at once: you would be left without a visible piece of some kind. Play it anyway?
hint-text = Hint: { $turn }. { $outlook }.
resign-confirm = Resign the game for { $name }?
abort-confirm = Abort the game? It ends without a result.
claim-in = { $name } has left: you can claim the win in { $seconds } s.
claim-now = { $name } has left: you can claim the win now.
you-suffix = { $name } (you)
connected = Connected
not-connected = Not connected
thinking = Thinking
counts-title = Stacks with each kind on top
count-tzaar =
    { $count ->
        [one] { $count } Tzaar on top of a stack
       *[other] { $count } Tzaars on top of stacks
    }
count-tzarra =
    { $count ->
        [one] { $count } Tzarra on top of a stack
       *[other] { $count } Tzarras on top of stacks
    }
count-tott =
    { $count ->
        [one] { $count } Tott on top of a stack
       *[other] { $count } Totts on top of stacks
    }
game-over = Game over
game-over-after =
    After { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }
game-aborted = Game aborted
game-aborted-sub = Ended before both sides had acted, without a result.
game-aborted-line = The game was aborted: it has no result.
turn-place = Turn { $turn } · { $side ->
        [white] White
       *[black] Black
    }: place a piece on an empty cell
turn-open = Turn { $turn } · { $side ->
        [white] White
       *[black] Black
    }: the opening capture (one action only)
turn-first = Turn { $turn } · { $side ->
        [white] White
       *[black] Black
    }: first action, a capture
turn-second = Turn { $turn } · { $side ->
        [white] White
       *[black] Black
    }: second action, a capture, a stack or a pass
turn-deadline = Deadline { $date }
turn-days =
    { $days ->
        [one] { $days } day per turn, from Black's first action
       *[other] { $days } days per turn, from Black's first action
    }
imported-for-review = Imported game, for review
side-thinking = { $name } is thinking
side-to-act = { $name } to act
your-turn = Your turn
waiting-for = Waiting for { $name }
reviewing = Reviewing
in-hand = { $piece } ×{ $count }
watching = You are watching: the board is read-only.
you-win = You win ({ $score }).
you-lose = You lose ({ $score }).
player-wins = { $name } wins ({ $score }).
reason-tzaar-captured = { $loser } has no Tzaar left: the last one was captured.
reason-tzarra-captured = { $loser } has no Tzarra left: the last one was captured.
reason-tott-captured = { $loser } has no Tott left: the last one was captured.
reason-tzaar-buried = { $loser } has no Tzaar on top of a stack: the last one was buried.
reason-tzarra-buried = { $loser } has no Tzarra on top of a stack: the last one was buried.
reason-tott-buried = { $loser } has no Tott on top of a stack: the last one was buried.
reason-no-capture = { $loser } could not capture at the start of the turn.
reason-resignation = { $loser } resigned.
reason-time = { $loser } ran out of time.
reason-abandoned = { $loser } left the game, and the win was claimed.

## Offers and chat

chat-new =
    { $count ->
        [one] New message from { $author }
       *[other] { $count } new messages
    }
offer-asks-takeback = { $name } asks to take back their last turn.
offer-asks-rematch = { $name } asks for a rematch.
offer-you-takeback = You offered to take back your last turn.
offer-you-rematch = You offered a rematch.
rematch-agreed = Rematch agreed.
rematch-declined = Your rematch offer was declined.
takeback-accepted = Your takeback was accepted.
takeback-ended-game = Your takeback offer ended with the game.
takeback-ended-action = Your takeback offer ended: an action was played.
takeback-declined = Your takeback was declined.

## Pieces, stacks and the engine's scores

piece-tzaar = Tzaar
piece-tzarra = Tzarra
piece-tott = Tott
side-piece = { $colour ->
        [white] White
       *[black] Black
    } { $piece }
cell-empty = { $cell }: empty
cell-piece = { $cell }: { $colour ->
        [white] White
       *[black] Black
    } { $piece }
cell-stack = { $cell }: { $colour ->
        [white] White
       *[black] Black
    } stack of { $height }, bottom to top { $pieces }
score-has-won = { $side ->
        [white] White
       *[black] Black
    } has won
score-even = The game is even
score-chance = { $words } (White's chance of winning: { $percent }%)
score-winning = { $side ->
        [white] White
       *[black] Black
    } is winning
score-better = { $side ->
        [white] White
       *[black] Black
    } is better
score-slightly-better = { $side ->
        [white] White
       *[black] Black
    } is slightly better
score-wins-now = { $side ->
        [white] White
       *[black] Black
    } wins this turn
score-wins-in = { $side ->
        [white] White
       *[black] Black
    } wins in { $turns } turns

## Going through a game

review-after = after { $action } (turn { $turn }, { $side ->
        [white] white
       *[black] black
    })
review-start-position = the start position
no-moves = No moves yet.
review-where =
    { $ply } / { $total ->
        [one] { $total } action
       *[other] { $total } actions
    }
graph-label = White's chance of winning after each turn, by the engine (up is good for White)
graph-white-better = White better
graph-black-better = Black better
graph-turn = After turn { $turn }: { $outlook }
graph-title = White's chance of winning after each turn, by the engine's score (up is good for White). Click to go to a turn.
analysis-thinking = Thinking…
analysis-line = { $side ->
        [white] White
       *[black] Black
    } to act. { $outlook } (depth { $depth }). Best line: { $line }
analysis-over = { $outlook } (no actions: the game is over here).

## The rules page

rules-title = TZAAR – rules
rules-heading = How to play TZAAR
rules-intro = Two players, White and Black, have 30 pieces each, of three kinds. You win by taking away one of your opponent's kinds, or by leaving them no capture to make.
rules-pieces-heading = The pieces
rules-pieces-text = Each side starts with 6 Tzaars (a ring with a dot), 9 Tzarras (a ring) and 15 Totts (plain). During the game pieces are piled into stacks. A stack belongs to the player of its colour, it counts as the kind of the piece on its top, and its height is the number written on it.
rules-pieces-hover = To see what a stack holds, from bottom to top, point at it (or touch and hold it).
rules-legend-stack = White stack of 3
rules-board-heading = The board
rules-board-caption = The standard start. The 60 cells are the points where lines meet; nothing crosses the hole in the middle.
rules-board-names = Columns carry the letters A to I from left to right, and each column counts its cells upward from 1, so every cell has a name such as D4. The hole would have been E5, so there is no E5.
rules-moving-heading = Moving
rules-moving-text = A stack moves in a straight line, in any of the six directions, over as many empty cells as it likes, and stops at the first stack in its way. It never jumps over a stack and never crosses the middle. What happens next depends on whose stack it reaches:
rules-capture-term = Capture:
rules-capture-text = an enemy stack no taller than the moving one is removed from the board, and the moving stack takes its cell.
rules-stack-term = Stack:
rules-stack-text = the moving stack climbs onto one of your own stacks, which grows taller and stronger; the pieces underneath stop counting.
rules-capture-caption = The White Tzarra on C4 looks along its six lines. The red rings (×) mark the enemy stacks it may capture. The Black stack of 2 on C3 is too tall for it, and White's own Totts on A2 and D4 close those lines.
rules-turn-heading = A turn
rules-turn-first = First you must capture.
rules-turn-second = Then you take a second action: capture again, stack, or pass.
rules-turn-opening = Because White moves first, White's very first turn is one capture only.
rules-stack-caption = White has captured C4xC6 (the arrow). For the second action the stack on C6 may capture again (red, ×) or climb onto a White stack (green dashed, +). Any other White stack may act instead, or White may pass.
rules-winning-heading = Winning
rules-winning-text = You win when your opponent:
rules-win-kinds = has no stack left with a Tzaar, a Tzarra or a Tott on top, whether the last one was captured or buried by their own stacking, or
rules-win-capture = cannot make the capture that must start their turn.
rules-winning-tension = Tall stacks are safe and strong, but each stacking move buries pieces, and a kind that runs low is a weak point your opponent will attack. The game warns you before a move that would lose at once.
rules-starts-heading = Three ways to start
rules-start-standard = the fixed layout in the first picture.
rules-start-random = all 60 pieces are shuffled onto the board; the same seed gives the same layout.
rules-start-tournament = the board starts empty, and the players take turns placing one piece each, White first, until every piece is on the board: choose a kind, then click an empty cell. After that the game goes on as usual.
rules-notation-heading = Notation
rules-notation-text = A capture is written D4xC3, a stacking move A4+B4, a pass as pass, and a placement Z@E1 (Z for a Tzaar, R for a Tzarra, T for a Tott). A turn lists its actions one after the other, such as F1xG1 A4+B4.

## The pages of the links mailed, and asking for a new password by mail

mail-title = TZAAR – your account by mail
forgot-link = Forgot your password?
forgot-heading = Forgot your password?
forgot-email = Your account's e-mail address
forgot-submit = Mail me a link
forgot-sent = If this is the confirmed address of an account, a mail with a link to choose a new password is on its way. The link works for one hour.
reset-heading = Choose a new password
reset-password = New password (at least 8 characters)
reset-again = The same again
reset-submit = Set it
reset-mismatch = The two passwords differ.
reset-done = Your password is changed, and every device was signed out. Sign in with the new one.
verify-wait = Confirming your address…
verify-done = Your e-mail address is confirmed.
mail-no-token = This link is incomplete: open the whole link from the mail.

mail-off-note = This site sends no e-mail, so a password cannot be reset by mail here. Ask whoever runs the site.
unsubscribe-wait = Turning these mails off…
unsubscribe-done = Done: you will get no more mails of this kind.
unsubscribe-settings = Choose which mails you get in your settings.

sign-email = E-mail (optional: for a lost password and notices of your turn)

## The mails (verification, new password, notices); links follow on lines of their own

mail-greeting = Hello { $name },
mail-verify-subject = TZAAR: confirm your e-mail address
mail-verify-text = This address was given for the TZAAR account “{ $name }”. To confirm it, open this link within { $hours } hours:
mail-verify-ignore = If you did not ask for this, ignore this mail: the address stays unconfirmed.
mail-reset-subject = TZAAR: choose a new password
mail-reset-text = A new password was asked for the TZAAR account “{ $name }”. To choose one, open this link within { $hours ->
    [one] one hour
   *[other] { $hours } hours
 }; it works once:
mail-reset-ignore = If you did not ask for this, ignore this mail: your password stays as it is.
mail-turn-subject = TZAAR: your turn against { $opponent }
mail-turn-text = { $opponent } has played: it is your turn in your correspondence game. Open it here:
mail-deadline-subject = TZAAR: one day left against { $opponent }
mail-deadline-text = Your turn against { $opponent } must be played by { $deadline } (UTC), or the game is lost on time. Open it here:
mail-challenge-subject = TZAAR: { $from } challenges you
mail-challenge-text = { $from } has challenged you to a game of TZAAR. Accept or decline the challenge in the lobby:
mail-result-subject = TZAAR: your game against { $opponent } has ended
mail-result-won = You won your game against { $opponent }.
mail-result-lost = You lost your game against { $opponent }.
mail-result-none = Your game against { $opponent } ended without a winner.
mail-result-link = See the game here:
mail-unsubscribe = To get no more mails like this one, open:
mail-unsubscribe-all = To get no notices by mail at all, open:
mail-settings = To choose which mails you get, open your settings:

## The API's error messages

# The API answers an error's `message` with these in a language other than English, one
# `error-<code>` per error code; English replies keep the server's own detailed text, and these
# English ones are the reference for the others. `$seconds` is the wait before trying again;
# `$cell`, `$from`, `$to`, `$blocker`, `$action`, `$mover` and `$target` are an illegal action's
# cells, action and heights; `$color` is `white` or `black`, `$kind` `tzaar`, `tzarra` or `tott`,
# `$phase` `placement`, `opening` or `turn`; `$status` is the reply's HTTP status, which tells
# the two meanings of `blocked` apart. `record-error-at` puts a record's line and column before
# the message of its code.

record-error-at = Line { $line }, column { $column }: { $message }
error-account-closed = This account is closed.
error-after-result = Something follows the result, where the record should end.
error-bad-action = An action cannot be read: write a capture as D4xC3, a stacking move as A4+B4, a pass as pass and a placement as Z@E1.
error-bad-chat = A chat message is one line of text, neither empty nor too long, without control characters.
error-bad-clock = This time control is not possible for this game.
error-bad-color = The colour must be white, black or random.
error-bad-days = These days per turn are not possible for this game.
error-bad-email = This is not an e-mail address.
error-bad-invite = Send the invite code from the link.
error-bad-json = The body is not the JSON this request expects.
error-bad-level = The engine's level must be a whole number from 1 to 10.
error-bad-mode = The mode must be engine, hotseat or online.
error-bad-name = This name cannot be used here.
error-bad-password = A password has 8 to 200 characters.
error-bad-path = The address of this request cannot be read.
error-bad-ply = The game has no such point: count at most the actions played.
error-bad-query = A value in the address's query cannot be read.
error-missing-position = Name a position: standard, tournament, random and a seed, or a position string.
error-bad-reason = Say why, in a short text.
error-bad-record = The record cannot be read.
error-bad-report = A chat line is reported together with its game.
error-bad-request = The request is malformed.
error-bad-seed = The seed must be a whole number, 0 or more.
error-bad-settings = A setting has a value the site does not know: a language must be one of the site's.
error-bad-setup = The setup must be standard, random or tournament.
error-bad-tag = A tag is malformed: write it as [Name "value"].
error-bad-tag-value = A tag has a value that is not allowed.
error-bad-token = This link is not known.
error-bad-turn = The turn cannot be read: write one or two actions, separated by a space.
error-blocked =
    { $status ->
        [409] The stack on { $blocker } stands between { $from } and { $to }.
       *[other] This player does not accept challenges, messages or offers from you.
    }
error-body-timeout = The body of the request did not arrive in time.
error-busy = The server is busy: try again in a moment.
error-cannot-abort = A game can be aborted only before Black's first action.
error-cell-occupied = The cell { $cell } is not empty.
error-chat-too-fast =
    You are sending messages too fast: wait { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }.
error-cross-origin = This request comes from another site's page, so it is refused.
error-crosses-centre = The line from { $from } to { $to } crosses the centre, which nothing may cross.
error-duplicate-tag = A tag appears twice.
error-empty-record = The body is empty: send the text of a record.
error-empty-target = The cell { $cell } is empty: a stack only ever moves onto another stack.
error-empty-turn = A turn has no actions.
error-engine-thinking = The engine is thinking: wait until its turn is over.
error-extra-action = A turn has one action too many.
error-fair-play = The engine's analysis, scores and hints of a game between two people are given only once it has ended.
error-game-aborted = The game was aborted: nothing more can happen in it.
error-game-changed = The game changed in the meantime: look at it again.
error-game-decided = The game is over.
error-game-not-over = A rematch is for a finished game only.
error-game-over = The game is over.
error-hint-not-allowed = Hints are given only in games against the engine and hot-seat games.
error-illegal = An action is illegal in the position where it is played.
error-internal = Something went wrong on the server. Try again later.
error-invalid-position = The position string describes a position no game can reach.
error-invite-used = This seat is taken already: the link now only watches the game.
error-late-tag = A tag comes after the turns: all tags come first.
error-mail-off = This server sends no mail.
error-method-not-allowed = This address does not take this method.
error-mid-turn =
    { $color ->
        [white] White
       *[black] Black
    } is in the middle of a turn: make the second action first.
error-missing-result = The result is missing after the turns: 1-0, 0-1 or *.
error-missing-second = The turn needs a second action: a capture, a stacking move or a pass.
error-missing-tag = A tag the record needs is missing.
error-missing-token = This needs the token of a seat in this game.
error-must-capture =
    { $phase ->
        [opening] The opening move must be a capture.
       *[turn] The first action of a turn must be a capture.
    }
error-name-taken = This name is taken.
error-no-offer = There is no such offer in this game.
error-no-stack = There is no stack on { $cell }.
error-none-left =
    { $color ->
        [white] White
       *[black] Black
    } has no { $kind ->
        [tzaar] Tzaars
        [tzarra] Tzarras
       *[tott] Totts
    } left to place.
error-not-a-player = Only one of the two players of this game can do this.
error-not-admin = Only the site's admins may do this.
error-not-found = There is nothing at this address.
error-not-logged-in = You need to be logged in to do this.
error-not-on-a-line = { $to } is not on a straight line from { $from }.
error-not-online = This is only for online games.
error-not-placement-phase = The placement is over: all 60 pieces are on the board.
error-not-utf8 = The text is not valid UTF-8.
error-not-websocket = This address is a WebSocket: open it as one.
error-not-your-challenge = This challenge is meant for another player.
error-not-your-seat = This seat belongs to another account: log in as its player.
error-not-your-seek = Only the player who posted a challenge may cancel it.
error-not-your-turn = It is not your turn.
error-not-yours = The stack on { $cell } is not yours.
error-nothing-to-claim = There is no win to claim now.
error-nothing-to-take-back = There is no turn to take back.
error-nothing-to-undo = There is no action of yours to take back.
error-offer-pending = You have made this offer already: wait for the answer.
error-opponent-target = { $cell } holds your opponent's stack: to capture it, write { $action }.
error-own-block = You cannot block yourself.
error-own-report = You cannot report yourself.
error-own-seek = This challenge is your own: nobody can play against themselves.
error-own-target = { $cell } holds your own stack: to stack onto it, write { $action }.
error-placement-phase = The pieces are still being placed: place a piece, such as Z@E1.
error-position-string = The position string cannot be read.
error-rated-game = This is not allowed in a rated game.
error-rematch-not-allowed = This game did not start from a setup, so it has no rematch.
error-result-mismatch = The result after the turns disagrees with the Result tag.
error-same-cell = A stack cannot move onto its own cell.
error-seek-closed = This challenge is closed already.
error-seek-taken = This challenge was accepted already.
error-single-action =
    { $phase ->
        [placement] A placement is a whole turn: it has no second action.
        [opening] The opening is a single capture: it has no second action.
       *[turn] The game starts with a second action, which is a whole turn on its own.
    }
error-storage = The game archive failed, and nothing was changed. Try again later.
error-stray-brace = A closing brace { "}" } stands outside a comment.
error-token-expired = This link has expired: ask for a new one.
error-token-used = This link was used already.
error-too-large = The body of the request is too large: at most 64 KiB is accepted.
error-too-many-attempts =
    Too many failed attempts: try again in { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }.
error-too-many-games =
    Too many new games from here lately: try again in { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }.
error-too-many-imports =
    Too many imports from here lately: try again in { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }.
error-too-many-mails =
    Too many mails were asked for lately: try again in { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }.
error-too-many-seeks = You have too many open challenges: cancel one first.
error-too-many-signups =
    Too many accounts were created from this address lately: try again in { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }.
error-too-tall = The stack on { $to } (height { $target }) is taller than the stack on { $from } (height { $mover }).
error-turn-after-end = A turn comes after the end of the game.
error-turn-number = The number of the next turn is missing or wrong.
error-undo-not-allowed = Undo is only for games against the engine and hot-seat games.
error-unexpected-tag = A tag does not go with the record's other tags.
error-unknown-cell = A cell name is unknown: the cells are named like A1, E9 or I5, and there is no E5.
error-unknown-chat-line = This game has no such chat line.
error-unknown-game = There is no game with this id.
error-unknown-player = There is no player by this name.
error-unknown-report = There is no such open report.
error-unknown-seek = There is no challenge with this id.
error-unreadable = An action in the record cannot be read.
error-unsupported-media-type = Send the body as JSON, with Content-Type: application/json.
error-unterminated-comment = A comment opened with { "{" } is never closed.
error-upgrade-required = This address is a WebSocket: open it as one.
error-wrong-invite = This invite is not one of this game's.
error-wrong-password = The name or the password is wrong.
error-wrong-result = The result the record gives disagrees with how the game ends.
error-wrong-token = This token is not a seat of this game.

## Turn notices: a chime, the tab's title, the browser's notices

notify-me = Notify me
notify-me-title = Let this browser show a notice when it is your turn while this tab is in the background
notify-on = Notices are on: this browser will tell you when it is your turn.
notify-blocked = This browser blocks notices from this site: allow them in the browser's settings.
notice-your-turn = Your turn in a game
notice-game-started = Your game against { $opponent } has started

## A deleted account

deleted-player = Deleted player

## The settings page

nav-settings = Settings
settings-title = TZAAR – settings
settings-heading = Settings
settings-sign-in = Sign in to see and change your settings.
settings-saved = Saved.
settings-language-heading = Language
settings-language-label = The site and its mails in
settings-language-browser = The browser's language
settings-language-note = It applies at once, on every device you sign in on.
settings-email-heading = E-mail and notices
settings-email-none = Your account has no e-mail address.
settings-email-confirmed = Your address: { $email } (confirmed).
settings-email-unconfirmed = Your address: { $email } (not confirmed yet: open the link mailed to it).
settings-mail-off = This server sends no mail at the moment: your address is kept, but no link or notice is mailed to it.
settings-email-label = New address
settings-email-save = Save the address
settings-email-remove = Remove my address
settings-email-empty = Type an address first.
settings-email-sent = Address saved: a link to confirm it is on its way.
settings-email-kept = Address saved.
settings-email-removed = Address removed.
settings-notices-heading = Notices by mail
settings-notices-note = Mailed only to a confirmed address.
settings-notice-turn = It is my turn in a correspondence game
settings-notice-deadline = A deadline of mine is a day away
settings-notice-challenge = Someone challenges me by name
settings-notice-result = A game of mine has ended
settings-browser-heading = Notices in this browser
settings-browser-on = This browser shows a notice when it is your turn and the site's tab is in the background.
settings-browser-ask = This browser can tell you when it is your turn while the site's tab is in the background.
settings-browser-blocked = This browser blocks notices from this site; allow them in the browser's settings.
settings-browser-none = This browser cannot show notices.
settings-play-heading = Board and sound
settings-board-label = In your games, the board shows at the bottom:
settings-board-own = your own side (turned round when you play Black)
settings-board-white = White's side, always
settings-sound = Play a short sound when it is my turn or a game of mine starts
settings-sound-try = Hear it
settings-data-heading = Your data
settings-data-text = Download everything the site keeps about your account: its figures, the history of its rating, the players it blocks and its games as records.
settings-data-download = Download my data
settings-delete-heading = Delete my account
settings-delete-warning = This cannot be undone. Your games still going on end at once (resigned, or called off if they had not begun), your challenges, e-mail address, settings and password are removed, and your name becomes free for anyone to take. Your finished games stay in the archive under “Deleted player”. Download your data first if you want to keep it.
settings-delete-password = Your password, to confirm
settings-delete-need-password = Type your password to delete the account.
settings-delete-submit = Delete my account
settings-delete-confirm = Delete the account { $name } for good? This cannot be undone.
settings-delete-yes = Delete it
settings-deleted = Your account has been deleted. Thank you for playing.

## The seats' names when none is given

seat-default-player = Player
seat-default-engine = Engine (level { $level })

## The analysis board and the lessons

nav-analysis = Analysis
nav-learn = Learn
open-analysis-board = Analysis board
analysis-title = TZAAR – analysis board
analysis-board-heading = Analysis board
study-engine-heading = Engine
study-engine-on = Engine on
study-lines = Lines
study-explorer-heading = Games played from here
study-moves-heading = Moves
study-delete = Delete from here
study-position-heading = Position
study-edit = Edit position
study-share = Share link
study-standard = Standard start
study-tournament = Tournament start
study-load-label = A position string, or standard, tournament, or random and a seed
study-load = Open
study-game-going-on = This game between people is still going on: the analysis board opens once it is over.
study-back-to-game = Back to the game
study-phase-open = { $side ->
        [white] White
       *[black] Black
    } to act: the opening capture (one action only)
study-phase-first = { $side ->
        [white] White
       *[black] Black
    } to act: first action, a capture
study-phase-second = { $side ->
        [white] White
       *[black] Black
    } to act: second action, a capture, a stack or a pass
study-phase-place = { $side ->
        [white] White
       *[black] Black
    } to act: place a piece on an empty cell
study-no-moves = No moves yet: play for either side on the board.
study-engine-off = The engine is off.
study-engine-over = The game is over in this position.
study-depth = Depth { $depth }
study-play-line = Play this turn
study-link-copied = Link copied.
editor-heading = Position editor
editor-help = Choose a piece, then click a cell to put it on top of the stack there (a stack of the other colour is replaced); the eraser takes the top piece off.
editor-palette = Pieces
editor-side = To act
editor-white = White
editor-black = Black
editor-phase = Phase
editor-phase-first = First action (a capture)
editor-phase-second = Second action
editor-phase-open = The opening capture
editor-clear = Empty board
editor-standard = Standard start
editor-done = Done
editor-cancel = Cancel
editor-remove = Eraser
editor-status = Editing: click cells to change the board, then choose Done.
learn-title = TZAAR – learn
learn-heading = Learn TZAAR
learn-intro = Short lessons on a board: each task is checked as you play it.
learn-lessons = Lessons
learn-reset = Start over
learn-show = Show me
learn-retry = Try again
learn-next = Next task
learn-next-lesson = Next lesson
learn-finished-label = { $lesson } (finished)
learn-progress = { $done } of { $total } lessons finished
learn-step = Task { $step } of { $steps }
learn-go-on = Good: the turn has another action.
learn-right = Right!
learn-lesson-done = Right! Lesson finished.
learn-wrong = Not this one: the board goes back, try again.
lesson-capture-title = Capturing
lesson-capture-intro = A stack moves in a straight line, over any number of empty cells, to the first stack in its way, never across the centre. It captures that stack if it is the opponent's and no taller than itself: the captured stack leaves the board.
lesson-capture-1 = You are White. Capture the black Tott on A3 with your Tzarra on A1.
lesson-capture-2 = A stack of two captures a stack of two or less. Capture Black's two Tzarras on A3 with your stack on A1 (your single Tott on C1 cannot take the stack of three).
lesson-stack-title = Stacking
lesson-stack-intro = After the capture, a turn's second action may stack: one of your stacks moves, as it would to capture, onto another of your stacks. The top piece of the moving stack becomes the top of the new stack.
lesson-stack-1 = Move your Tzaar on A1 onto your Tott on A3, so that the Tzaar is on top of a stack of two.
lesson-stack-2 = The second action may also be a pass. Pass to end your turn.
lesson-forced-title = The forced capture
lesson-forced-intro = Every turn begins with a capture; only the second action may stack or pass. A player who cannot capture at the start of their turn loses.
lesson-forced-1 = Begin your turn: capture the black Tott on A3 with your Tzaar.
lesson-forced-2 = Now stack: put your Tzarra on C3 on top of your Tott on C1. Stacking the Tott onto the Tzarra would bury your only Tzarra and lose.
lesson-lose-title = Three ways to lose
lesson-lose-intro = You lose when no stack of yours has a Tzaar, a Tzarra or a Tott on top, whether the last one was captured or buried by your own stacking, and when you cannot capture at the start of your turn.
lesson-lose-1 = Black has one Tzaar left. Capture it.
lesson-lose-2 = All of Black's stacks are single pieces. Capture the Tott on A3, then stack your single Tott and your stack of two Totts together, so that Black has nothing it can capture.
lesson-lose-3 = Stack, but do not bury your only Tzarra: burying your last piece of a type loses as if it were captured.
lesson-opening-title = The opening turn
lesson-opening-intro = In the standard start all 60 pieces stand on the board. White's first turn is a single capture, to make up for moving first; from then on every turn has two actions.
lesson-opening-1 = Make White's opening capture: any capture will do.
lesson-opening-2 = Black now plays a whole turn. First the capture: take a white stack.
lesson-opening-3 = Then the second action: capture, stack or pass.
lesson-placement-title = The tournament placement
lesson-placement-intro = In the tournament start the board is empty and the players take turns placing their pieces, one at a time, White first, until all 60 stand on the board; then White makes the opening capture.
lesson-placement-1 = Choose the Tzaar under the board and place it on any empty cell.
lesson-placement-2 = Now place a Tott for Black.
lesson-ideas-title = Two basic ideas
lesson-ideas-intro = Watch your scarcest type: when you have one piece of a type left, losing it loses the game. A tall stack is safe from shorter ones.
lesson-ideas-1 = Your only Tzarra on A3 is attacked by the black Tott on A5. Make it taller: move the Tzarra onto your Tott on A1.
lesson-ideas-2 = Build a stack of three with your Tzaar on top: move the Tzaar onto your stack of two Totts.
## The opening explorer

explorer-caption = Turns played from here in finished games between people
explorer-turn = Turn
explorer-games = Games
explorer-white-share = White won
explorer-total = All games
explorer-percent = { $percent }%
explorer-empty = No games between people reached this position
explorer-pick = Play { $turn }
explorer-share-title = White won { $wins } of { $games }
explorer-engine = The engine's choice:
## The puzzles page (/puzzles) and its errors

nav-puzzles = Puzzles
puzzles-title = TZAAR – puzzles
puzzles-heading = Puzzles
puzzles-task = { $colour ->
        [white] You play White.
       *[black] You play Black.
    }
puzzles-win-in = { $turns ->
        [one] Win in { $turns } turn
       *[other] Win in { $turns } turns
    }
puzzles-themes = Themes: { $themes }
puzzles-ratings = Puzzle rating { $rating } · your puzzle rating { $mine }
puzzles-ratings-guest = Puzzle rating { $rating } · sign in to get a puzzle rating; as a guest you play unrated.
puzzles-your-turn = { $turns ->
        [one] Your turn: find the win in { $turns } turn.
       *[other] Your turn: find the win in { $turns } turns.
    }
puzzles-tried = You have tried this puzzle before: solving it again is unrated.
puzzles-second = Now the second action: a capture, a stacking move or a pass.
puzzles-checking = Checking your turn…
puzzles-right = { $turns ->
        [one] Right! The reply was { $reply }. Now win in { $turns } turn.
       *[other] Right! The reply was { $reply }. Now win in { $turns } turns.
    }
puzzles-solved = Solved!
puzzles-solved-rated = Solved! Your puzzle rating is now { $rating }.
puzzles-wrong = That turn does not win. The solution is on the board.
puzzles-wrong-rated = That turn does not win. The solution is on the board. Your puzzle rating is now { $rating }.
puzzles-next = Next puzzle
puzzles-again = Try again
puzzles-cancel = Take back the first action
puzzles-step = Solution: turn { $step } of { $steps }
puzzles-step-start = Solution: the puzzle's start
puzzles-step-back = Back one turn
puzzles-step-forward = Forward one turn
puzzles-choose = Choose the next puzzle
puzzles-theme = Theme
puzzles-length = Length
puzzles-any = Any
theme-last-tzaar = Last Tzaar
theme-last-tzarra = Last Tzarra
theme-last-tott = Last Tott
theme-no-capture = The opponent cannot capture
theme-stack = Stacking
theme-double-capture = Two captures
theme-pass = A pass
error-unknown-puzzle = There is no such puzzle.
error-no-puzzle = No puzzle has this theme and length.
error-puzzle-over = This attempt is over: start the puzzle again from its start.
error-attempt-changed = This attempt went on meanwhile, perhaps in another tab: load the puzzle again.
error-bad-kind = A tournament's kind is arena, swiss or round-robin.
error-bad-random-per = A fresh random setup is drawn per pairing or per round, and only for a random setup.
error-bad-start = The start must be a date and time from now to a year ahead.
error-bad-duration = An arena lasts 1 to 1440 minutes; other tournaments have no length.
error-bad-rounds = A Swiss tournament has 1 to 30 rounds; other tournaments set none.
error-bad-cycles = A round robin is played once or twice (cycles 1 or 2); other tournaments set none.
error-bad-max-players = A tournament takes 2 to 1000 players; a round robin at most 30.
error-bad-rating-range = The rating range runs from its lowest to its highest rating, each within ±10000.
error-bot-not-allowed = A program cannot enter a rated tournament.
error-not-an-arena = Only an arena's players pause; in other tournaments, withdraw.
error-not-creator = Only the tournament's creator may do this.
error-not-joined = You are not in this tournament.
error-rating-out-of-range = Your rating is outside this tournament's range.
error-too-few-players = A tournament needs at least two players to start.
error-too-many-tournaments = You have too many tournaments waiting to start: start or cancel one first.
error-tournament-finished = The tournament is over.
error-tournament-full = The tournament is full.
error-tournament-game = A tournament pairs its players again itself: no rematch.
error-tournament-started = The tournament has begun: it takes no more players, and it cannot be started or cancelled again.
error-unknown-tournament = There is no such tournament.
error-withdrawn = You withdrew from this tournament.

## Tournaments: the list (/tournaments), a new one's form, one tournament (/tournaments/{id}),
## the lobby's box, a player's page and a tournament's game. `$date` is a date and time in the
## page's language; `$time` a countdown in digits (1:02:03).

nav-tournaments = Tournaments
tournaments-title = TZAAR – tournaments
tournaments-heading = Tournaments
tournaments-running = Running now
tournaments-open = Open to join
tournaments-finished = Finished
tournaments-none-running = No tournament is running.
tournaments-none-open = No tournament is open to join.
tournaments-none-finished = No tournament has finished yet.
tournament-col-name = Tournament
tournament-col-kind = Kind
tournament-col-when = When
tournament-kind-arena = Arena
tournament-kind-swiss = Swiss
tournament-kind-round-robin = Round robin
tournament-kind-note-arena = Players are paired again as soon as their game ends, until the time is up. A win gives 2 points; a player on a winning streak (🔥) scores double.
tournament-kind-note-swiss = Every round pairs players with the same score; nobody meets the same opponent twice.
tournament-kind-note-round-robin = Everyone plays everyone.
tournament-status-open = Open
tournament-status-running = Running
tournament-status-finished = Finished
tournament-starts-at = Starts { $date }
tournament-starts-by-hand = Starts when its creator starts it
tournament-ends-at = Ends { $date }
tournament-ended-at = Ended { $date }
tournament-round = Round { $round }
tournament-round-of = Round { $round } of { $rounds }
tournaments-create-heading = Create a tournament
tournaments-sign-in = Sign in to create a tournament.
tournament-kind = Kind
tournament-name = Name
tournament-name-missing = Give the tournament a name.
tournament-time-clock = A clock (real time)
tournament-time-days = Days per turn (correspondence)
tournament-real-time-only = An arena is played in real time only.
tournament-minutes = Minutes each
tournament-increment = Seconds added per turn
tournament-days = Days per turn
tournament-begins = Begins
tournament-begins-by-hand = When I start it
tournament-begins-at = At a set time
tournament-begins-when = Date and time
tournament-begins-missing = Choose the date and time it begins.
tournament-duration = Duration in minutes
tournament-rounds = Rounds
tournament-cycles = Cycles
tournament-cycles-one = Everyone plays everyone once
tournament-cycles-two = Everyone plays everyone twice, colours swapped
tournament-max-players = Most players
tournament-rating-range = Ratings allowed
tournament-rating-min = From (optional)
tournament-rating-max = To (optional)
tournament-create = Create the tournament
tournament-title = TZAAR – tournament
tournament-all = All tournaments
tournament-missing = This tournament cannot be shown
tournament-players =
    { $max ->
        [one] { $players } of { $max } player
       *[other] { $players } of { $max } players
    }
tournament-duration-is =
    { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
tournament-rounds-is =
    { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
tournament-rating-between = Ratings { $min } to { $max }
tournament-rating-from = Ratings from { $min }
tournament-rating-to = Ratings up to { $max }
tournament-created-by = Created by { $name }
tournament-championship = Championship: season { $season }, division { $division }, group { $group }
tournament-starts-in = Starts in { $time }
tournament-ends-in = Ends in { $time }
tournament-starting = Starting…
tournament-ending = Ending…
tournament-you-joined = You are in this tournament.
tournament-you-paused = You are paused: you will not be paired until you come back.
tournament-you-withdrawn = You have withdrawn from this tournament.
tournament-your-game = Your game is on: play it
tournament-sign-in = Sign in to join tournaments.
tournament-join = Join
tournament-come-back = Come back
tournament-pause = Pause
tournament-leave = Leave
tournament-withdraw = Withdraw
tournament-withdraw-confirm = Withdraw from this tournament? You will not be paired again; a game going on is played out.
tournament-start = Start now
tournament-cancel = Cancel the tournament
tournament-cancel-confirm = Cancel this tournament? It is gone for everyone.
tournament-cancelled = The tournament is cancelled.
tournament-standings = Standings
tournament-no-players = Nobody has joined yet.
tournament-col-rank = #
tournament-col-points = Points
tournament-col-played = Played
tournament-col-byes = Byes
tournament-col-buchholz = Buchholz
tournament-col-sb = S-B
tournament-col-sb-title = Sonneborn-Berger: the points of the opponents beaten
tournament-col-performance = Performance
tournament-on-fire = On a winning streak: wins count double
tournament-paused-mark = paused
tournament-withdrawn-mark = withdrawn
tournament-games = Games
tournament-bye = bye
my-tournaments-heading = Your tournaments
player-tournaments = Tournaments
game-tournament-link = Back to the tournament { $name }
game-tournament-going-back = Back to the tournament in a moment…
error-unknown-championship = There is no such championship.
error-season-running = The season is still being played: the next opens once every group is over.
error-bad-group = A group holds 3 to 20 players, more than those promoted and relegated together; each division has 1 to 4 times the groups of the one above.
error-bad-gap = The pause between seasons is 0 to 60 days.
settings-notice-round = A tournament round pairs me by correspondence
mail-round-subject = TZAAR: { $tournament }, round { $round }: you play { $opponent }
mail-round-text = Round { $round } of { $tournament } has begun: your game against { $opponent } is waiting. A side that does not begin in time loses. Open it here:

## Correspondence championships: their list and the form creating one on /tournaments, and one
## championship (/championships/{id}) with its seasons, divisions and groups. `$date` is a date
## and time in the page's language.

championships-heading = Correspondence championships
championships-none = There is no championship yet.
championship-col-name = Championship
championship-col-season = Season
championship-col-entrants = Entrants
championship-not-begun = Not begun
championships-create-heading = Create a championship
championships-admins-only = Only the site's admins may create a championship.
championship-group-size = Players per group
championship-promote = Promoted from each group
championship-growth = Groups per division, times the division above
championship-first-season = First season opens at (optional)
championship-gap = Days between seasons (optional)
championship-name-missing = Give the championship a name.
championship-create = Create the championship
championship-title = TZAAR – championship
championship-all = All tournaments and championships
championship-missing = This championship cannot be shown
championship-group-size-is = Groups of up to { $size } players
championship-moves-is = From each group { $promote } up, { $relegate } down
championship-growth-is = Each division has { $growth } times the groups of the one above
championship-first-at = The first season opens { $date }
championship-by-hand = A season opens when its creator opens it
championship-gap-is =
    { $days ->
        [one] The next season opens { $days } day after the last game of the season before
       *[other] The next season opens { $days } days after the last game of the season before
    }
championship-season-is = Season { $season }
championship-entrants-heading = Entrants for the next season
championship-no-entrants = Nobody has entered yet.
championship-you-entered = You are entered for the next season.
championship-sign-in = Sign in to enter the championship.
championship-enter = Enter
championship-leave = Leave
championship-leave-confirm = Leave the championship? You play no further season; a season going on is played out.
championship-open-season = Open the next season
championship-seasons = Seasons
championship-no-seasons = No season has opened yet.
championship-division = Division { $division }
championship-group = Group { $group }
championship-col-next = Next season
championship-next-up = Goes up a division
championship-next-down = Goes down a division
championship-next-same = Stays in this division
championship-next-left = Has left the championship
championship-left-mark = left
error-already-bot = This account is a bot already.
error-has-games = Only an account that has played no game can become a bot.
error-not-a-bot = Only a bot account has a stream: make the account a bot first.
error-bot-busy = This bot is playing as many games as a bot may at once: try again later.
error-bot-offline = This bot's program is not connected now: try again later.
error-bot-open-seek = A bot may challenge players directly, but not post open challenges.
