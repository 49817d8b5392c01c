# Les mots de l'application en français (les clés comme dans en.ftl).
# `$side` et `$colour` valent toujours `white` ou `black`.

## L'en-tête de chaque page

nav-games = Parties
nav-players = Joueurs
nav-rules = Règles
language-label = Langue
sign-in = Se connecter
sign-up = Créer un compte
change-password = Changer de mot de passe
log-out = Se déconnecter

## Connexion et mot de passe

sign-name = Nom
sign-password = Mot de passe
cancel = Annuler
password-now = Mot de passe actuel
password-new = Nouveau mot de passe
password-note = Vos autres appareils seront déconnectés.
password-submit = Changer
sign-up-hint = Un nom de 2 à 20 lettres, chiffres, _ ou -, et un mot de passe d'au moins 8 caractères.
name-rule = Un nom compte de 2 à 20 lettres (A à Z, a à z), chiffres, _ ou -.
password-rule = Un mot de passe compte de 8 à 200 caractères.
welcome = Bienvenue, { $name }.
signed-in-as = Connecté en tant que { $name }.
password-changed = Votre mot de passe a été changé.
logged-out = Déconnecté.

## Le serveur

server-unreachable = Le serveur est injoignable. Vérifiez la connexion et réessayez.
server-answered = Le serveur a répondu { $status } { $reason }.

## Mots employés à plusieurs endroits

colour-white = Blanc
colour-black = Noir
setup-standard = Standard
setup-random = Aléatoire
setup-tournament = Tournoi
mode-engine = Moteur
mode-hotseat = Sur le même écran
mode-online = En ligne
mode-review = Étude
days-per-turn =
    { $days ->
        [one] { $days } jour par tour
       *[other] { $days } jours par tour
    }
game-rated = classée
game-casual = amicale
status-aborted = annulée
status-playing = en cours
status-over = terminée
bot-mark = BOT
no-games = Aucune partie pour l'instant.
back-to-games = Retour aux parties
accept = Accepter
page-of = Page { $page } sur { $pages }

## Accueil : présentation et jeu entre personnes

intro = TZAAR est un jeu de plateau pour deux : prenez et empilez des pièces jusqu'à ce qu'il manque à votre adversaire l'une des trois sortes.
intro-rules = Lire les règles.
people-heading = Jouer contre des personnes
col-player = Joueur
col-time = Cadence
col-start = Départ
col-game = Partie
col-colour = Couleur
seeks-empty = Aucun défi ouvert. Publiez-en un, et tout le monde le verra ici.
my-games-heading = Vos parties
seek-sign-in = Connectez-vous pour publier ou accepter des défis.
clock-fischer = { $minutes } min + { $seconds } s
your-colour = Votre couleur
colour-random = Au hasard
seek-rated = Classée
seek-opponent = Adversaire
seek-anyone = N'importe qui
seek-opponent-hint = Vide : n'importe qui peut accepter. Un nom : seulement ce joueur. Level-1 à Level-10 : le moteur, aussitôt.
seek-submit = Publier le défi
online-heading = En ligne
seek-no-clock = Sans pendule
seek-plays-white = Joue les Blancs
seek-plays-black = Joue les Noirs
seek-random-colours = Couleurs au hasard
seek-accept-sign-in = Connectez-vous pour accepter un défi.
challenge-sent = Défi envoyé à { $name }.
challenge-listed = Votre défi est dans la liste.
my-game-your-turn = À vous de jouer contre { $opponent }
my-game-waiting = En attente de { $opponent }
my-game-deadline = Échéance { $date }
lobby-reconnecting = Reconnexion…

## Accueil : nouvelle partie, import, archives

new-game-heading = Nouvelle partie
opponent = Adversaire
start = Départ
seed = Graine
seed-placeholder = Quelconque (facultatif)
seed-invalid = La graine est un nombre entier de 0 à { $max }.
level = Niveau
level-weakest = { $level } (le plus faible)
level-strongest = { $level } (le plus fort)
your-name = Votre nom
optional = Facultatif
clock = Pendule
clock-none = Aucune
clock-correspondence =
    Par correspondance : { $days ->
        [one] { $days } jour par tour
       *[other] { $days } jours par tour
    }
start-game = Commencer la partie
import-heading = Importer une partie
import-note = Une notation au format de ce projet ou de LittleGolem s'ouvre pour l'étude.
import-example = Utiliser l'exemple
import = Importer
import-empty = Collez d'abord une notation ou choisissez un fichier.
games-heading = Parties
col-players = Joueurs
col-mode = Mode
col-turns = Tours
col-result = Résultat
col-updated = Mise à jour
page-newer = ‹ Plus récentes
page-older = Plus anciennes ›
archive-page =
    Page { $page } sur { $pages } ({ $total ->
        [one] { $total } partie
       *[other] { $total } parties
    })
result-reason-tzaar-captured = dernier Tzaar pris
result-reason-tzarra-captured = dernière Tzarra prise
result-reason-tott-captured = dernier Tott pris
result-reason-tzaar-buried = dernier Tzaar recouvert
result-reason-tzarra-buried = dernière Tzarra recouverte
result-reason-tott-buried = dernier Tott recouvert
result-reason-no-capture = aucune prise
result-reason-resignation = abandon
result-reason-time = temps
result-reason-abandoned = départ

## Pages qui n'existent pas

missing-game = Cette partie n'existe pas
game-unavailable = La partie ne peut pas être affichée
no-page-title = TZAAR – page introuvable
no-page = Il n'y a pas de page ici
no-page-text = L'adresse est peut-être mal saisie, ou la page a déménagé. L'adresse d'une partie ressemble à /game/aZ3kP9qLm2Xw.

## Page d'un joueur et classement

rating = Classement
player-record =
    { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    } · { $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
    } · { $losses ->
        [one] { $losses } perdue
       *[other] { $losses } perdues
    }
rating-history = Historique du classement
recent-games = Parties récentes
all-players = Tous les joueurs
no-rated-games = Aucune partie classée pour l'instant.
rating-graph-label = Classement après chaque partie classée
white-won = Blanc a gagné
black-won = Noir a gagné
no-such-player = Aucun joueur ne s'appelle « { $name } ».
col-rating = Classement
col-games = Parties
col-won = Gagnées
col-lost = Perdues
leaders-higher = ‹ Plus haut
leaders-lower = Plus bas ›

## Page d'une partie : plateau, boutons et panneaux

board-label = Plateau de TZAAR
eval-title = L'évaluation du moteur : la part de la barre qui revient à Blanc
review-start = Début
review-start-title = Début (Origine)
review-back = Une action en arrière
review-back-title = Une action en arrière (←)
review-forward = Une action en avant
review-forward-title = Une action en avant (→)
review-now = Maintenant
review-now-title = Maintenant (Fin)
pass = Passer
undo = Annuler le coup
hint = Indice
takeback = Reprise
takeback-offered = Reprise proposée
rematch = Revanche
rematch-offered = Revanche proposée
resign = Abandonner
abort = Annuler la partie
abort-title = Terminer la partie sans résultat (avant la première action de Noir)
claim = Réclamer la victoire
claim-title = Le temps de votre adversaire est écoulé ou il est parti : gagnez la partie
flip = Retourner
flip-title = Retourner le plateau
decline = Refuser
withdraw = Retirer
rematch-go = Aller à la revanche
type-action = Saisir une action :
play = Jouer
moves-heading = Coups
analysis-heading = Analyse
fair-play-note = Le regard du moteur sur cette partie (courbe d'évaluation, meilleure suite et indices) s'ouvre une fois la partie finie : tant que deux personnes jouent, le moteur n'aide personne.
scores-show = Afficher la courbe d'évaluation
scores-update = Mettre à jour la courbe d'évaluation
scores-busy = Le moteur évalue la partie…
best-line = Meilleure suite ici
export-record = Exporter la notation
share-heading = Partager
invite-label = Inviter un joueur (sa place) :
invite-label-side = Inviter un joueur (il joue { $side ->
        [white] les Blancs
       *[black] les Noirs
    } ; le premier à ouvrir le lien prend la place) :
seat-label = Le lien de votre place : ouvrez-le sur un autre appareil, et gardez-le pour vous.
copy = Copier
watch-label = Regarder (lecture seule) :
chat-heading = Discussion
chat-placeholder = Écrivez quelque chose à votre adversaire
chat-label = Message
send = Envoyer
play-it = Le jouer

## Page d'une partie : ce qui se passe

game-title = TZAAR – partie { $id }
game-title-your-turn = (À vous) TZAAR – partie { $id }
link-copied = Lien copié.
link-copy-by-hand = Sélectionnez le lien et copiez-le (Ctrl+C).
you-play =
    Vous jouez { $side ->
        [white] les Blancs
       *[black] les Noirs
    }.
seat-taken = Place déjà prise, vous regardez : quelqu'un d'autre a ouvert cette invitation en premier.
invite-refused = Cette invitation n'ouvre aucune place ({ $reason }), vous regardez.
live-on = Mises à jour en direct actives.
connection-lost = Connexion perdue, nouvel essai dans { $seconds } s…
token-no-seat = Ce lien ne donne aucune place dans cette partie ; vous regardez.
no-legal-action = { $stack }. Il n'a aucune action permise maintenant.
typed-not-legal = { $action } n'est pas une action permise ici.
typed-nothing = Saisissez d'abord une action.
loses-at-once = { $action } perd la partie aussitôt : il ne vous resterait plus aucune pièce visible d'une sorte. La jouer quand même ?
hint-text = Indice : { $turn }. { $outlook }.
resign-confirm = Abandonner la partie pour { $name } ?
abort-confirm = Annuler la partie ? Elle se termine sans résultat.
claim-in = { $name } est parti : vous pourrez réclamer la victoire dans { $seconds } s.
claim-now = { $name } est parti : vous pouvez réclamer la victoire maintenant.
you-suffix = { $name } (vous)
connected = Connecté
not-connected = Non connecté
thinking = Réfléchit
counts-title = Piles de chaque sorte au sommet
count-tzaar =
    { $count ->
        [one] { $count } Tzaar au sommet d'une pile
       *[other] { $count } Tzaars au sommet des piles
    }
count-tzarra =
    { $count ->
        [one] { $count } Tzarra au sommet d'une pile
       *[other] { $count } Tzarras au sommet des piles
    }
count-tott =
    { $count ->
        [one] { $count } Tott au sommet d'une pile
       *[other] { $count } Totts au sommet des piles
    }
game-over = Partie terminée
game-over-after =
    Après { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }
game-aborted = Partie annulée
game-aborted-sub = Terminée avant que les deux camps aient joué, sans résultat.
game-aborted-line = La partie a été annulée : elle n'a pas de résultat.
turn-place = Tour { $turn } · { $side ->
        [white] Blanc
       *[black] Noir
    } : placer une pièce sur une case vide
turn-open = Tour { $turn } · { $side ->
        [white] Blanc
       *[black] Noir
    } : la prise d'ouverture (une seule action)
turn-first = Tour { $turn } · { $side ->
        [white] Blanc
       *[black] Noir
    } : première action, une prise
turn-second = Tour { $turn } · { $side ->
        [white] Blanc
       *[black] Noir
    } : deuxième action, une prise, un empilement ou passer
turn-deadline = Échéance { $date }
turn-days =
    { $days ->
        [one] { $days } jour par tour, à partir de la première action de Noir
       *[other] { $days } jours par tour, à partir de la première action de Noir
    }
imported-for-review = Partie importée, pour l'étude
side-thinking = { $name } réfléchit
side-to-act = À { $name } de jouer
your-turn = À vous de jouer
waiting-for = En attente de { $name }
reviewing = Étude
in-hand = { $piece } ×{ $count }
watching = Vous regardez : le plateau est en lecture seule.
you-win = Vous gagnez ({ $score }).
you-lose = Vous perdez ({ $score }).
player-wins = { $name } gagne ({ $score }).
reason-tzaar-captured = { $loser } n'a plus de Tzaar : le dernier a été pris.
reason-tzarra-captured = { $loser } n'a plus de Tzarra : la dernière a été prise.
reason-tott-captured = { $loser } n'a plus de Tott : le dernier a été pris.
reason-tzaar-buried = { $loser } n'a plus de Tzaar au sommet d'une pile : le dernier a été recouvert.
reason-tzarra-buried = { $loser } n'a plus de Tzarra au sommet d'une pile : la dernière a été recouverte.
reason-tott-buried = { $loser } n'a plus de Tott au sommet d'une pile : le dernier a été recouvert.
reason-no-capture = { $loser } n'a pas pu prendre au début du tour.
reason-resignation = { $loser } a abandonné.
reason-time = { $loser } a dépassé le temps.
reason-abandoned = { $loser } a quitté la partie, et la victoire a été réclamée.

## Propositions et discussion

chat-new =
    { $count ->
        [one] Nouveau message de { $author }
       *[other] { $count } nouveaux messages
    }
offer-asks-takeback = { $name } demande à reprendre son dernier tour.
offer-asks-rematch = { $name } propose une revanche.
offer-you-takeback = Vous avez proposé de reprendre votre dernier tour.
offer-you-rematch = Vous avez proposé une revanche.
rematch-agreed = Revanche acceptée.
rematch-declined = Votre proposition de revanche a été refusée.
takeback-accepted = Votre reprise a été acceptée.
takeback-ended-game = Votre proposition de reprise a pris fin avec la partie.
takeback-ended-action = Votre proposition de reprise a pris fin : une action a été jouée.
takeback-declined = Votre reprise a été refusée.

## Pièces, piles et évaluations du moteur

piece-tzaar = Tzaar
piece-tzarra = Tzarra
piece-tott = Tott
side-piece = { $piece } { $colour ->
        [white] blanc
       *[black] noir
    }
cell-empty = { $cell } : vide
cell-piece = { $cell } : { $piece } { $colour ->
        [white] blanc
       *[black] noir
    }
cell-stack = { $cell } : pile { $colour ->
        [white] blanche
       *[black] noire
    } de { $height }, de bas en haut { $pieces }
score-has-won = { $side ->
        [white] Blanc
       *[black] Noir
    } a gagné
score-even = La partie est égale
score-chance = { $words } (chances de gain de Blanc : { $percent } %)
score-winning = { $side ->
        [white] Blanc
       *[black] Noir
    } est en train de gagner
score-better = { $side ->
        [white] Blanc
       *[black] Noir
    } est mieux
score-slightly-better = { $side ->
        [white] Blanc
       *[black] Noir
    } est un peu mieux
score-wins-now = { $side ->
        [white] Blanc
       *[black] Noir
    } gagne à ce tour
score-wins-in = { $side ->
        [white] Blanc
       *[black] Noir
    } gagne en { $turns } tours

## Parcourir une partie

review-after = après { $action } (tour { $turn }, { $side ->
        [white] blanc
       *[black] noir
    })
review-start-position = la position de départ
no-moves = Aucun coup pour l'instant.
review-where =
    { $ply } / { $total ->
        [one] { $total } action
       *[other] { $total } actions
    }
graph-label = Les chances de gain de Blanc après chaque tour, selon le moteur (vers le haut, c'est bon pour Blanc)
graph-white-better = Blanc mieux
graph-black-better = Noir mieux
graph-turn = Après le tour { $turn } : { $outlook }
graph-title = Les chances de gain de Blanc après chaque tour, d'après l'évaluation du moteur (vers le haut, c'est bon pour Blanc). Cliquez pour aller à un tour.
analysis-thinking = Réflexion…
analysis-line = À { $side ->
        [white] Blanc
       *[black] Noir
    } de jouer. { $outlook } (profondeur { $depth }). Meilleure suite : { $line }
analysis-over = { $outlook } (aucune action : la partie est finie ici).

## Les règles

rules-title = TZAAR – règles
rules-heading = Comment jouer à TZAAR
rules-intro = Deux joueurs, Blanc et Noir, ont chacun 30 pièces de trois sortes. Vous gagnez en privant votre adversaire de l'une de ses sortes, ou en ne lui laissant aucune prise à faire.
rules-pieces-heading = Les pièces
rules-pieces-text = Chaque camp commence avec 6 Tzaars (un anneau avec un point), 9 Tzarras (un anneau) et 15 Totts (unis). Au fil de la partie, les pièces s'empilent. Une pile appartient au joueur de sa couleur, elle compte comme la sorte de la pièce du dessus, et sa hauteur est le nombre inscrit dessus.
rules-pieces-hover = Pour voir de quoi une pile est faite, de bas en haut, pointez-la (ou touchez-la longuement).
rules-legend-stack = Pile blanche de 3
rules-board-heading = Le plateau
rules-board-caption = Le départ standard. Les 60 cases sont les points où les lignes se croisent ; rien ne traverse le trou du milieu.
rules-board-names = Les colonnes portent les lettres A à I de gauche à droite, et chaque colonne compte ses cases à partir de 1 en bas : chaque case a un nom comme D4. Le trou aurait été E5, il n'y a donc pas de E5.
rules-moving-heading = Se déplacer
rules-moving-text = Une pile avance en ligne droite, dans l'une des six directions, sur autant de cases vides qu'elle veut, et s'arrête sur la première pile qu'elle rencontre. Elle ne saute jamais par-dessus une pile ni ne traverse le milieu. La suite dépend de à qui appartient la pile atteinte :
rules-capture-term = Prendre :
rules-capture-text = une pile adverse qui n'est pas plus haute que la pile qui avance est retirée du plateau, et la pile qui avance prend sa case.
rules-stack-term = Empiler :
rules-stack-text = la pile qui avance monte sur une de vos propres piles, qui devient plus haute et plus forte ; les pièces du dessous ne comptent plus.
rules-capture-caption = La Tzarra blanche en C4 regarde le long de ses six lignes. Les anneaux rouges (×) marquent les piles adverses qu'elle peut prendre. La pile noire de 2 en C3 est trop haute pour elle, et les propres Totts de Blanc en A2 et D4 ferment ces lignes.
rules-turn-heading = Un tour
rules-turn-first = D'abord, vous devez prendre.
rules-turn-second = Ensuite, vous faites une seconde action : prendre encore, empiler ou passer.
rules-turn-opening = Comme Blanc commence, son tout premier tour n'est qu'une seule prise.
rules-stack-caption = Blanc a pris C4xC6 (la flèche). Pour la seconde action, la pile en C6 peut prendre encore (rouge, ×) ou monter sur une pile blanche (vert pointillé, +). Toute autre pile blanche peut agir à sa place, ou Blanc peut passer.
rules-winning-heading = Gagner
rules-winning-text = Vous gagnez quand votre adversaire :
rules-win-kinds = n'a plus de pile avec un Tzaar, une Tzarra ou un Tott au sommet, que le dernier ait été pris ou recouvert par ses propres empilements, ou
rules-win-capture = ne peut pas faire la prise par laquelle son tour doit commencer.
rules-winning-tension = Les hautes piles sont sûres et fortes, mais chaque empilement recouvre des pièces, et une sorte qui s'épuise est un point faible que l'adversaire attaquera. Le jeu vous prévient avant un coup qui perdrait aussitôt.
rules-starts-heading = Trois façons de commencer
rules-start-standard = la disposition fixe de la première image.
rules-start-random = les 60 pièces sont réparties au hasard sur le plateau ; la même graine donne la même disposition.
rules-start-tournament = le plateau commence vide, et les joueurs placent chacun leur tour une pièce, Blanc d'abord, jusqu'à ce que toutes soient posées : choisissez une sorte, puis cliquez sur une case vide. Ensuite, la partie continue comme d'habitude.
rules-notation-heading = Notation
rules-notation-text = Une prise s'écrit D4xC3, un empilement A4+B4, un passe pass et un placement Z@E1 (Z pour un Tzaar, R pour une Tzarra, T pour un Tott). Un tour énumère ses actions l'une après l'autre, par exemple F1xG1 A4+B4.

## The pages of the links mailed, and asking for a new password by mail

mail-title = TZAAR – votre compte par e-mail
forgot-link = Mot de passe oublié ?
forgot-heading = Mot de passe oublié ?
forgot-email = L’adresse e-mail de votre compte
forgot-submit = M’envoyer un lien
forgot-sent = Si c’est l’adresse confirmée d’un compte, un e-mail avec un lien pour choisir un nouveau mot de passe est en route. Le lien est valable une heure.
reset-heading = Choisir un nouveau mot de passe
reset-password = Nouveau mot de passe (8 caractères au moins)
reset-again = Le même encore une fois
reset-submit = Enregistrer
reset-mismatch = Les deux mots de passe diffèrent.
reset-done = Votre mot de passe est changé et tous vos appareils ont été déconnectés. Connectez-vous avec le nouveau.
verify-wait = Confirmation de votre adresse…
verify-done = Votre adresse e-mail est confirmée.
mail-no-token = Ce lien est incomplet : ouvrez le lien entier reçu par e-mail.

mail-off-note = Ce site n’envoie pas d’e-mails : un mot de passe ne peut donc pas être réinitialisé par e-mail ici. Adressez-vous à qui gère le site.
unsubscribe-wait = Désabonnement en cours…
unsubscribe-done = C’est fait : vous ne recevrez plus d’e-mails de ce genre.
unsubscribe-settings = Choisissez les e-mails que vous recevez dans vos paramètres.

sign-email = E-mail (facultatif : pour un mot de passe oublié et les avis quand c’est votre tour)

## The mails (verification, new password, notices); links follow on lines of their own

mail-greeting = Bonjour { $name },
mail-verify-subject = TZAAR : confirmez votre adresse e-mail
mail-verify-text = Cette adresse a été donnée pour le compte TZAAR « { $name } ». Pour la confirmer, ouvrez ce lien dans les { $hours } heures :
mail-verify-ignore = Si vous n’avez rien demandé, ignorez cet e-mail : l’adresse reste non confirmée.
mail-reset-subject = TZAAR : choisissez un nouveau mot de passe
mail-reset-text = Un nouveau mot de passe a été demandé pour le compte TZAAR « { $name } ». Pour le choisir, ouvrez ce lien dans { $hours ->
    [one] l’heure
   *[other] les { $hours } heures
 } ; il ne sert qu’une fois :
mail-reset-ignore = Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.
mail-turn-subject = TZAAR : à vous de jouer contre { $opponent }
mail-turn-text = { $opponent } a joué : c’est votre tour dans votre partie par correspondance. Ouvrez-la ici :
mail-deadline-subject = TZAAR : plus qu’un jour contre { $opponent }
mail-deadline-text = Votre tour contre { $opponent } doit être joué avant le { $deadline } (UTC), sinon la partie est perdue au temps. Ouvrez-la ici :
mail-challenge-subject = TZAAR : { $from } vous défie
mail-challenge-text = { $from } vous a défié pour une partie de TZAAR. Acceptez ou refusez le défi dans le salon :
mail-result-subject = TZAAR : votre partie contre { $opponent } est terminée
mail-result-won = Vous avez gagné votre partie contre { $opponent }.
mail-result-lost = Vous avez perdu votre partie contre { $opponent }.
mail-result-none = Votre partie contre { $opponent } s’est terminée sans vainqueur.
mail-result-link = Voir la partie ici :
mail-unsubscribe = Pour ne plus recevoir d’e-mails comme celui-ci, ouvrez :
mail-unsubscribe-all = Pour ne plus recevoir aucune notification par e-mail, ouvrez :
mail-settings = Pour choisir les e-mails que vous recevez, ouvrez vos paramètres :

## The API's error messages

record-error-at = Ligne { $line }, colonne { $column } : { $message }
error-account-closed = Ce compte est fermé.
error-after-result = Quelque chose suit le résultat, là où la notation devrait s'arrêter.
error-bad-action = Une action est illisible : une prise s'écrit D4xC3, un empilement A4+B4, un passe pass et un placement Z@E1.
error-bad-chat = Un message de discussion tient sur une ligne, ni vide ni trop longue, sans caractères de contrôle.
error-bad-clock = Cette cadence n'est pas possible pour cette partie.
error-bad-color = La couleur doit être white, black ou random.
error-bad-days = Ces jours par tour ne sont pas possibles pour cette partie.
error-bad-email = Ce n'est pas une adresse e-mail.
error-bad-invite = Envoyez le code d'invitation du lien.
error-bad-json = Le corps n'est pas le JSON qu'attend cette requête.
error-bad-level = Le niveau du moteur doit être un nombre entier de 1 à 10.
error-bad-mode = Le mode doit être engine, hotseat ou online.
error-bad-name = Ce nom ne peut pas être utilisé ici.
error-bad-password = Un mot de passe compte de 8 à 200 caractères.
error-bad-path = L'adresse de cette requête est illisible.
error-bad-ply = La partie n'a pas de tel moment : comptez au plus les actions jouées.
error-bad-query = Une valeur de la requête de l'adresse est illisible.
error-missing-position = Indiquez une position : standard, tournament, random suivi d’une graine, ou une chaîne de position.
error-bad-reason = Dites pourquoi, en un texte court.
error-bad-record = La notation est illisible.
error-bad-report = Une ligne de discussion se signale avec sa partie.
error-bad-request = La requête est mal formée.
error-bad-seed = La graine doit être un nombre entier, 0 ou plus.
error-bad-settings = Un réglage a une valeur que le site ne connaît pas : une langue doit être l'une de celles du site.
error-bad-setup = La mise en place doit être standard, random ou tournament.
error-bad-tag = Une balise est mal formée : écrivez-la [Nom "valeur"].
error-bad-tag-value = Une balise a une valeur qui n'est pas permise.
error-bad-token = Ce lien est inconnu.
error-bad-turn = Le tour est illisible : écrivez une ou deux actions, séparées par une espace.
error-blocked =
    { $status ->
        [409] La pile en { $blocker } se trouve entre { $from } et { $to }.
       *[other] Ce joueur n'accepte de vous ni défis, ni messages, ni propositions.
    }
error-body-timeout = Le corps de la requête n'est pas arrivé à temps.
error-busy = Le serveur est occupé : réessayez dans un instant.
error-cannot-abort = Une partie ne peut être annulée qu'avant la première action de Noir.
error-cell-occupied = La case { $cell } n'est pas vide.
error-chat-too-fast =
    Vous envoyez des messages trop vite : attendez { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }.
error-cross-origin = Cette requête vient de la page d'un autre site, elle est donc refusée.
error-crosses-centre = La ligne de { $from } à { $to } traverse le milieu, que rien ne peut traverser.
error-duplicate-tag = Une balise apparaît deux fois.
error-empty-record = Le corps est vide : envoyez le texte d'une notation.
error-empty-target = La case { $cell } est vide : une pile ne va jamais que sur une autre pile.
error-empty-turn = Un tour n'a aucune action.
error-engine-thinking = Le moteur réfléchit : attendez la fin de son tour.
error-extra-action = Un tour a une action de trop.
error-fair-play = L'analyse, les évaluations et les indices du moteur pour une partie entre deux personnes ne sont donnés qu'une fois celle-ci terminée.
error-game-aborted = La partie a été annulée : plus rien ne peut s'y passer.
error-game-changed = La partie a changé entre-temps : regardez-la de nouveau.
error-game-decided = La partie est terminée.
error-game-not-over = Une revanche ne se joue qu'après une partie terminée.
error-game-over = La partie est terminée.
error-hint-not-allowed = Les indices ne sont donnés que dans les parties contre le moteur et sur le même écran.
error-illegal = Une action n'est pas permise dans la position où elle est jouée.
error-internal = Quelque chose a échoué sur le serveur. Réessayez plus tard.
error-invalid-position = La chaîne de position décrit une position qu'aucune partie ne peut atteindre.
error-invite-used = Cette place est déjà prise : le lien ne permet plus que de regarder la partie.
error-late-tag = Une balise vient après les tours : toutes les balises viennent d'abord.
error-mail-off = Ce serveur n'envoie pas d'e-mails.
error-method-not-allowed = Cette adresse n'accepte pas cette méthode.
error-mid-turn =
    { $color ->
        [white] Blanc
       *[black] Noir
    } est au milieu d'un tour : jouez d'abord la seconde action.
error-missing-result = Le résultat manque après les tours : 1-0, 0-1 ou *.
error-missing-second = Le tour demande une seconde action : une prise, un empilement ou passer.
error-missing-tag = Une balise dont la notation a besoin manque.
error-missing-token = Il faut pour cela le jeton d'une place de cette partie.
error-must-capture =
    { $phase ->
        [opening] Le coup d'ouverture doit être une prise.
       *[turn] La première action d'un tour doit être une prise.
    }
error-name-taken = Ce nom est déjà pris.
error-no-offer = Il n'y a pas de telle proposition dans cette partie.
error-no-stack = Il n'y a pas de pile en { $cell }.
error-none-left =
    { $color ->
        [white] Blanc
       *[black] Noir
    } n'a plus de { $kind ->
        [tzaar] Tzaars
        [tzarra] Tzarras
       *[tott] Totts
    } à placer.
error-not-a-player = Seul l'un des deux joueurs de cette partie peut faire cela.
error-not-admin = Seuls les administrateurs du site peuvent faire cela.
error-not-found = Il n'y a rien à cette adresse.
error-not-logged-in = Vous devez être connecté pour faire cela.
error-not-on-a-line = { $to } n'est pas sur une ligne droite depuis { $from }.
error-not-online = Cela n'existe que pour les parties en ligne.
error-not-placement-phase = Le placement est terminé : les 60 pièces sont sur le plateau.
error-not-utf8 = Le texte n'est pas de l'UTF-8 valide.
error-not-websocket = Cette adresse est un WebSocket : ouvrez-la comme tel.
error-not-your-challenge = Ce défi est destiné à un autre joueur.
error-not-your-seat = Cette place appartient à un autre compte : connectez-vous comme son joueur.
error-not-your-seek = Seul le joueur qui a publié un défi peut le retirer.
error-not-your-turn = Ce n'est pas votre tour.
error-not-yours = La pile en { $cell } n'est pas à vous.
error-nothing-to-claim = Il n'y a pas de victoire à réclamer maintenant.
error-nothing-to-take-back = Il n'y a aucun tour à reprendre.
error-nothing-to-undo = Il n'y a aucune action de vous à reprendre.
error-offer-pending = Vous avez déjà fait cette proposition : attendez la réponse.
error-opponent-target = La case { $cell } porte une pile de votre adversaire : pour la prendre, écrivez { $action }.
error-own-block = Vous ne pouvez pas vous bloquer vous-même.
error-own-report = Vous ne pouvez pas vous signaler vous-même.
error-own-seek = Ce défi est le vôtre : personne ne peut jouer contre soi-même.
error-own-target = La case { $cell } porte votre propre pile : pour vous y empiler, écrivez { $action }.
error-placement-phase = Les pièces sont encore en train d'être placées : placez une pièce, par exemple Z@E1.
error-position-string = La chaîne de position est illisible.
error-rated-game = Ce n'est pas permis dans une partie classée.
error-rematch-not-allowed = Cette partie n'a pas commencé par une mise en place, elle n'a donc pas de revanche.
error-result-mismatch = Le résultat après les tours contredit la balise Result.
error-same-cell = Une pile ne peut pas aller sur sa propre case.
error-seek-closed = Ce défi est déjà fermé.
error-seek-taken = Ce défi a déjà été accepté.
error-single-action =
    { $phase ->
        [placement] Un placement est un tour entier : il n'a pas de seconde action.
        [opening] L'ouverture est une seule prise : elle n'a pas de seconde action.
       *[turn] La partie commence par une seconde action, qui est à elle seule un tour entier.
    }
error-storage = L'archive des parties a échoué, et rien n'a été modifié. Réessayez plus tard.
error-stray-brace = Une accolade fermante { "}" } se trouve hors d'un commentaire.
error-token-expired = Ce lien a expiré : demandez-en un nouveau.
error-token-used = Ce lien a déjà servi.
error-too-large = Le corps de la requête est trop grand : 64 Kio au plus sont acceptés.
error-too-many-attempts =
    Trop de tentatives échouées : réessayez dans { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }.
error-too-many-games =
    Trop de nouvelles parties depuis ici ces derniers temps : réessayez dans { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }.
error-too-many-imports =
    Trop d'imports depuis ici ces derniers temps : réessayez dans { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }.
error-too-many-mails =
    Trop d'e-mails ont été demandés ces derniers temps : réessayez dans { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }.
error-too-many-seeks = Vous avez trop de défis ouverts : retirez-en d'abord un.
error-too-many-signups =
    Trop de comptes ont été créés depuis cette adresse ces derniers temps : réessayez dans { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }.
error-too-tall = La pile en { $to } (hauteur { $target }) est plus haute que la pile en { $from } (hauteur { $mover }).
error-turn-after-end = Un tour vient après la fin de la partie.
error-turn-number = Le numéro du tour suivant manque ou est faux.
error-undo-not-allowed = L'annulation de coups n'existe que dans les parties contre le moteur et sur le même écran.
error-unexpected-tag = Une balise ne va pas avec les autres balises de la notation.
error-unknown-cell = Un nom de case est inconnu : les cases s'appellent par exemple A1, E9 ou I5, et il n'y a pas de E5.
error-unknown-chat-line = Cette partie n'a pas de telle ligne de discussion.
error-unknown-game = Il n'y a aucune partie avec cet identifiant.
error-unknown-player = Il n'y a aucun joueur de ce nom.
error-unknown-report = Il n'y a pas de tel signalement ouvert.
error-unknown-seek = Il n'y a aucun défi avec cet identifiant.
error-unreadable = Une action de la notation est illisible.
error-unsupported-media-type = Envoyez le corps en JSON, avec Content-Type: application/json.
error-unterminated-comment = Un commentaire ouvert par { "{" } n'est jamais fermé.
error-upgrade-required = Cette adresse est un WebSocket : ouvrez-la comme tel.
error-wrong-invite = Cette invitation n'est pas une de celles de cette partie.
error-wrong-password = Le nom ou le mot de passe est faux.
error-wrong-result = Le résultat que donne la notation contredit la façon dont la partie se termine.
error-wrong-token = Ce jeton n'est pas une place de cette partie.

## Avis de tour : un son, le titre de l'onglet, les notifications du navigateur

notify-me = M'avertir
notify-me-title = Laisser ce navigateur afficher une notification quand c'est à vous de jouer et que cet onglet est en arrière-plan
notify-on = Les notifications sont activées : ce navigateur vous dira quand c'est à vous de jouer.
notify-blocked = Ce navigateur bloque les notifications de ce site : autorisez-les dans les réglages du navigateur.
notice-your-turn = À vous de jouer dans une partie
notice-game-started = Votre partie contre { $opponent } a commencé

## Un compte supprimé

deleted-player = Joueur supprimé

## La page des réglages

nav-settings = Réglages
settings-title = TZAAR – réglages
settings-heading = Réglages
settings-sign-in = Connectez-vous pour voir et modifier vos réglages.
settings-saved = Enregistré.
settings-language-heading = Langue
settings-language-label = Le site et ses e-mails en
settings-language-browser = La langue du navigateur
settings-language-note = Elle s'applique aussitôt, sur chaque appareil où vous êtes connecté.
settings-email-heading = E-mail et avis
settings-email-none = Votre compte n'a pas d'adresse e-mail.
settings-email-confirmed = Votre adresse : { $email } (confirmée).
settings-email-unconfirmed = Votre adresse : { $email } (pas encore confirmée : ouvrez le lien qui lui a été envoyé).
settings-mail-off = Ce serveur n'envoie pas d'e-mails pour le moment : votre adresse est conservée, mais aucun lien ni avis ne lui est envoyé.
settings-email-label = Nouvelle adresse
settings-email-save = Enregistrer l'adresse
settings-email-remove = Supprimer mon adresse
settings-email-empty = Saisissez d'abord une adresse.
settings-email-sent = Adresse enregistrée : un lien pour la confirmer est en route.
settings-email-kept = Adresse enregistrée.
settings-email-removed = Adresse supprimée.
settings-notices-heading = Avis par e-mail
settings-notices-note = Envoyés seulement à une adresse confirmée.
settings-notice-turn = C'est à moi de jouer dans une partie par correspondance
settings-notice-deadline = Une de mes échéances arrive dans un jour
settings-notice-challenge = Quelqu'un me défie nommément
settings-notice-result = Une de mes parties est terminée
settings-browser-heading = Avis dans ce navigateur
settings-browser-on = Ce navigateur affiche une notification quand c'est à vous de jouer et que l'onglet du site est en arrière-plan.
settings-browser-ask = Ce navigateur peut vous dire quand c'est à vous de jouer pendant que l'onglet du site est en arrière-plan.
settings-browser-blocked = Ce navigateur bloque les notifications de ce site ; autorisez-les dans les réglages du navigateur.
settings-browser-none = Ce navigateur ne peut pas afficher de notifications.
settings-play-heading = Plateau et son
settings-board-label = Dans vos parties, le plateau montre en bas :
settings-board-own = votre propre camp (retourné quand vous jouez les Noirs)
settings-board-white = toujours le camp des Blancs
settings-sound = Jouer un son bref quand c'est à moi de jouer ou qu'une de mes parties commence
settings-sound-try = L'écouter
settings-data-heading = Vos données
settings-data-text = Téléchargez tout ce que le site conserve sur votre compte : ses chiffres, l'historique de son classement, les joueurs qu'il bloque et ses parties sous forme de relevés.
settings-data-download = Télécharger mes données
settings-delete-heading = Supprimer mon compte
settings-delete-warning = C'est irréversible. Vos parties en cours se terminent aussitôt (abandonnées, ou annulées si elles n'avaient pas commencé), vos défis, votre adresse e-mail, vos réglages et votre mot de passe sont supprimés, et votre nom devient libre pour n'importe qui. Vos parties terminées restent dans les archives sous « Joueur supprimé ». Téléchargez d'abord vos données si vous voulez les garder.
settings-delete-password = Votre mot de passe, pour confirmer
settings-delete-need-password = Saisissez votre mot de passe pour supprimer le compte.
settings-delete-submit = Supprimer mon compte
settings-delete-confirm = Supprimer définitivement le compte { $name } ? C'est irréversible.
settings-delete-yes = Supprimer
settings-deleted = Votre compte a été supprimé. Merci d'avoir joué.

## Les noms des places quand aucun n'est donné

seat-default-player = Joueur
seat-default-engine = Moteur (niveau { $level })

## Le plateau d'analyse et les leçons

nav-analysis = Analyse
nav-learn = Apprendre
open-analysis-board = Plateau d'analyse
analysis-title = TZAAR – plateau d'analyse
analysis-board-heading = Plateau d'analyse
study-engine-heading = Moteur
study-engine-on = Moteur activé
study-lines = Suites
study-explorer-heading = Parties jouées depuis cette position
study-moves-heading = Coups
study-delete = Supprimer à partir d'ici
study-position-heading = Position
study-edit = Modifier la position
study-share = Partager le lien
study-standard = Départ standard
study-tournament = Départ de tournoi
study-load-label = Une chaîne de position, ou standard, tournament, ou random suivi d'une graine
study-load = Ouvrir
study-game-going-on = Cette partie entre personnes est encore en cours : le plateau d'analyse s'ouvrira une fois qu'elle sera terminée.
study-back-to-game = Retour à la partie
study-phase-open = À { $side ->
        [white] Blanc
       *[black] Noir
    } de jouer : la prise d'ouverture (une seule action)
study-phase-first = À { $side ->
        [white] Blanc
       *[black] Noir
    } de jouer : première action, une prise
study-phase-second = À { $side ->
        [white] Blanc
       *[black] Noir
    } de jouer : deuxième action, une prise, un empilement ou passer
study-phase-place = À { $side ->
        [white] Blanc
       *[black] Noir
    } de jouer : placer une pièce sur une case vide
study-no-moves = Aucun coup pour l'instant : sur le plateau, vous pouvez jouer pour l'un ou l'autre camp.
study-engine-off = Le moteur est désactivé.
study-engine-over = La partie est terminée dans cette position.
study-depth = Profondeur { $depth }
study-play-line = Jouer ce tour
study-link-copied = Lien copié.
editor-heading = Éditeur de position
editor-help = Choisissez une pièce, puis cliquez sur une case pour la poser au sommet de la pile qui s'y trouve (une pile de l'autre couleur est remplacée) ; la gomme retire la pièce du dessus.
editor-palette = Pièces
editor-side = Au trait
editor-white = Blanc
editor-black = Noir
editor-phase = Phase
editor-phase-first = Première action (une prise)
editor-phase-second = Deuxième action
editor-phase-open = La prise d'ouverture
editor-clear = Plateau vide
editor-standard = Départ standard
editor-done = Terminé
editor-cancel = Annuler
editor-remove = Gomme
editor-status = Modification : cliquez sur des cases pour changer le plateau, puis choisissez Terminé.
learn-title = TZAAR – apprendre
learn-heading = Apprendre à jouer à TZAAR
learn-intro = De courtes leçons sur un plateau : chaque exercice est vérifié pendant que vous le jouez.
learn-lessons = Leçons
learn-reset = Tout recommencer
learn-show = Montrez-moi
learn-retry = Réessayer
learn-next = Exercice suivant
learn-next-lesson = Leçon suivante
learn-finished-label = { $lesson } (terminée)
learn-progress = Leçons terminées : { $done } sur { $total }
learn-step = Exercice { $step } sur { $steps }
learn-go-on = Bien : le tour comporte encore une action.
learn-right = Exact !
learn-lesson-done = Exact ! Leçon terminée.
learn-wrong = Pas celle-ci : le plateau revient en arrière, réessayez.
lesson-capture-title = Prendre
lesson-capture-intro = Une pile avance en ligne droite, sur autant de cases vides qu'elle veut, jusqu'à la première pile qu'elle rencontre, sans jamais traverser le milieu. Elle prend cette pile si celle-ci appartient à l'adversaire et n'est pas plus haute qu'elle : la pile prise quitte le plateau.
lesson-capture-1 = Vous jouez les Blancs. Prenez le Tott noir en A3 avec votre Tzarra en A1.
lesson-capture-2 = Une pile de deux prend une pile de deux ou moins. Prenez les deux Tzarras de Noir en A3 avec votre pile en A1 (votre Tott isolé en C1 ne peut pas prendre la pile de trois).
lesson-stack-title = Empiler
lesson-stack-intro = Après la prise, la deuxième action d'un tour peut être un empilement : l'une de vos piles se déplace, comme pour prendre, sur une autre de vos piles. La pièce du dessus de la pile qui se déplace devient le sommet de la nouvelle pile.
lesson-stack-1 = Déplacez votre Tzaar de A1 sur votre Tott en A3, pour que le Tzaar soit au sommet d'une pile de deux.
lesson-stack-2 = La deuxième action peut aussi consister à passer. Passez pour terminer votre tour.
lesson-forced-title = La prise obligatoire
lesson-forced-intro = Chaque tour commence par une prise ; seule la deuxième action peut être un empilement ou un passe. Un joueur qui ne peut pas prendre au début de son tour perd.
lesson-forced-1 = Commencez votre tour : prenez le Tott noir en A3 avec votre Tzaar.
lesson-forced-2 = Maintenant, empilez : posez votre Tzarra de C3 sur votre Tott en C1. Empiler le Tott sur la Tzarra recouvrirait votre seule Tzarra et vous ferait perdre.
lesson-lose-title = Trois façons de perdre
lesson-lose-intro = Vous perdez quand vous n'avez plus de pile avec un Tzaar, une Tzarra ou un Tott au sommet, que le dernier ait été pris ou recouvert par vos propres empilements, et quand vous ne pouvez pas prendre au début de votre tour.
lesson-lose-1 = Il ne reste à Noir qu'un seul Tzaar. Prenez-le.
lesson-lose-2 = Toutes les piles de Noir sont des pièces isolées. Prenez le Tott en A3, puis empilez ensemble votre Tott isolé et votre pile de deux Totts, pour que Noir n'ait plus rien à prendre.
lesson-lose-3 = Empilez, mais sans recouvrir votre seule Tzarra : recouvrir votre dernière pièce d'une sorte fait perdre, comme si elle avait été prise.
lesson-opening-title = Le tour d'ouverture
lesson-opening-intro = Au départ standard, les 60 pièces sont sur le plateau. Le premier tour de Blanc n'est qu'une seule prise, pour compenser l'avantage de jouer en premier ; ensuite, chaque tour comporte deux actions.
lesson-opening-1 = Jouez la prise d'ouverture de Blanc : n'importe quelle prise convient.
lesson-opening-2 = Noir joue maintenant un tour entier. D'abord la prise : prenez une pile blanche.
lesson-opening-3 = Puis la deuxième action : prendre, empiler ou passer.
lesson-placement-title = Le placement en tournoi
lesson-placement-intro = Au départ de tournoi, le plateau est vide et les joueurs placent leurs pièces à tour de rôle, une à la fois, Blanc d'abord, jusqu'à ce que les 60 soient sur le plateau ; ensuite, Blanc fait la prise d'ouverture.
lesson-placement-1 = Choisissez le Tzaar sous le plateau et placez-le sur n'importe quelle case vide.
lesson-placement-2 = Placez maintenant un Tott pour Noir.
lesson-ideas-title = Deux idées de base
lesson-ideas-intro = Surveillez votre sorte la plus rare : quand il ne vous reste qu'une pièce d'une sorte, la perdre fait perdre la partie. Une pile haute est à l'abri des piles moins hautes.
lesson-ideas-1 = Votre seule Tzarra en A3 est attaquée par le Tott noir en A5. Rendez-la plus haute : déplacez la Tzarra sur votre Tott en A1.
lesson-ideas-2 = Construisez une pile de trois avec votre Tzaar au sommet : déplacez le Tzaar sur votre pile de deux Totts.
## L'explorateur d'ouvertures

explorer-caption = Tours joués depuis cette position dans les parties terminées entre joueurs
explorer-turn = Tour
explorer-games = Parties
explorer-white-share = Blanc a gagné
explorer-total = Toutes les parties
explorer-percent = { $percent } %
explorer-empty = Aucune partie entre joueurs n'a atteint cette position
explorer-pick = Jouer { $turn }
explorer-share-title = Blanc a gagné { $wins } sur { $games }
explorer-engine = Le choix du moteur :
## La page des problèmes (/puzzles) et ses erreurs

nav-puzzles = Problèmes
puzzles-title = TZAAR – problèmes
puzzles-heading = Problèmes
puzzles-task = { $colour ->
        [white] Vous jouez les Blancs.
       *[black] Vous jouez les Noirs.
    }
puzzles-win-in = { $turns ->
        [one] Gain en { $turns } tour
       *[other] Gain en { $turns } tours
    }
puzzles-themes = Thèmes : { $themes }
puzzles-ratings = Classement du problème { $rating } · votre classement aux problèmes { $mine }
puzzles-ratings-guest = Classement du problème { $rating } · connectez-vous pour avoir un classement aux problèmes ; en invité, vous jouez sans classement.
puzzles-your-turn = { $turns ->
        [one] À vous : trouvez le gain en { $turns } tour.
       *[other] À vous : trouvez le gain en { $turns } tours.
    }
puzzles-tried = Vous avez déjà essayé ce problème : le résoudre de nouveau ne compte pas pour le classement.
puzzles-second = Maintenant la seconde action : une prise, un empilement ou passer.
puzzles-checking = Vérification de votre tour…
puzzles-right = { $turns ->
        [one] Juste ! La réponse a été { $reply }. Gagnez maintenant en { $turns } tour.
       *[other] Juste ! La réponse a été { $reply }. Gagnez maintenant en { $turns } tours.
    }
puzzles-solved = Résolu !
puzzles-solved-rated = Résolu ! Votre classement aux problèmes est maintenant { $rating }.
puzzles-wrong = Ce tour ne gagne pas. La solution est sur le plateau.
puzzles-wrong-rated = Ce tour ne gagne pas. La solution est sur le plateau. Votre classement aux problèmes est maintenant { $rating }.
puzzles-next = Problème suivant
puzzles-again = Réessayer
puzzles-cancel = Reprendre la première action
puzzles-step = Solution : tour { $step } sur { $steps }
puzzles-step-start = Solution : le début du problème
puzzles-step-back = Un tour en arrière
puzzles-step-forward = Un tour en avant
puzzles-choose = Choisir le prochain problème
puzzles-theme = Thème
puzzles-length = Longueur
puzzles-any = Peu importe
theme-last-tzaar = Dernier Tzaar
theme-last-tzarra = Dernière Tzarra
theme-last-tott = Dernier Tott
theme-no-capture = L'adversaire ne peut pas prendre
theme-stack = Empilement
theme-double-capture = Deux prises
theme-pass = Passer
error-unknown-puzzle = Ce problème n'existe pas.
error-no-puzzle = Aucun problème n'a ce thème et cette longueur.
error-puzzle-over = Cette tentative est terminée : recommencez le problème depuis le début.
error-attempt-changed = Cette tentative a avancé entre-temps, peut-être dans un autre onglet : rechargez le problème.
error-bad-kind = Le type d'un tournoi est arena, swiss ou round-robin.
error-bad-random-per = Une nouvelle position aléatoire se tire par appariement ou par ronde, et seulement pour une position aléatoire.
error-bad-start = Le début doit être une date et une heure entre maintenant et dans un an.
error-bad-duration = Une arène dure de 1 à 1440 minutes ; les autres tournois n'ont pas de durée.
error-bad-rounds = Un tournoi suisse a de 1 à 30 rondes ; les autres tournois n'en fixent pas.
error-bad-cycles = Un toutes-rondes se joue une ou deux fois (cycles 1 ou 2) ; les autres tournois n'en fixent pas.
error-bad-max-players = Un tournoi accueille de 2 à 1000 joueurs ; un toutes-rondes au plus 30.
error-bad-rating-range = La fourchette de classement va du plus bas au plus haut, chacun entre ±10000.
error-bot-not-allowed = Un programme ne peut pas entrer dans un tournoi classé.
error-not-an-arena = Seuls les joueurs d'une arène font une pause ; dans les autres tournois, on se retire.
error-not-creator = Seul le créateur du tournoi peut faire cela.
error-not-joined = Vous n'êtes pas inscrit à ce tournoi.
error-rating-out-of-range = Votre classement est hors de la fourchette de ce tournoi.
error-too-few-players = Un tournoi a besoin d'au moins deux joueurs pour commencer.
error-too-many-tournaments = Vous avez trop de tournois en attente : lancez-en ou annulez-en d'abord un.
error-tournament-finished = Le tournoi est terminé.
error-tournament-full = Le tournoi est complet.
error-tournament-game = Un tournoi réapparie lui-même ses joueurs : pas de revanche.
error-tournament-started = Le tournoi a commencé : il n'accepte plus de joueurs et ne peut plus être lancé ni annulé.
error-unknown-tournament = Ce tournoi n'existe pas.
error-withdrawn = Vous vous êtes retiré de ce tournoi.

## Tournois : la liste (/tournaments), le formulaire d'un nouveau, un tournoi (/tournaments/{id}),
## l'encadré du salon, la page d'un joueur et la partie d'un tournoi.

nav-tournaments = Tournois
tournaments-title = TZAAR – tournois
tournaments-heading = Tournois
tournaments-running = En cours
tournaments-open = Ouverts aux inscriptions
tournaments-finished = Terminés
tournaments-none-running = Aucun tournoi n'est en cours.
tournaments-none-open = Aucun tournoi n'est ouvert aux inscriptions.
tournaments-none-finished = Aucun tournoi n'est encore terminé.
tournament-col-name = Tournoi
tournament-col-kind = Type
tournament-col-when = Quand
tournament-kind-arena = Arène
tournament-kind-swiss = Système suisse
tournament-kind-round-robin = Toutes rondes
tournament-kind-note-arena = Les joueurs reçoivent une nouvelle partie dès que la leur se termine, jusqu'à la fin du temps. Une victoire rapporte 2 points ; un joueur sur une série de victoires (🔥) marque double.
tournament-kind-note-swiss = Chaque ronde apparie des joueurs au même score ; personne ne rencontre deux fois le même adversaire.
tournament-kind-note-round-robin = Chacun joue contre tous les autres.
tournament-status-open = Ouvert
tournament-status-running = En cours
tournament-status-finished = Terminé
tournament-starts-at = Commence le { $date }
tournament-starts-by-hand = Commence quand son créateur le lance
tournament-ends-at = Se termine le { $date }
tournament-ended-at = Terminé le { $date }
tournament-round = Ronde { $round }
tournament-round-of = Ronde { $round } sur { $rounds }
tournaments-create-heading = Créer un tournoi
tournaments-sign-in = Connectez-vous pour créer un tournoi.
tournament-kind = Type
tournament-name = Nom
tournament-name-missing = Donnez un nom au tournoi.
tournament-time-clock = Une pendule (temps réel)
tournament-time-days = Jours par tour (correspondance)
tournament-real-time-only = Une arène se joue uniquement en temps réel.
tournament-minutes = Minutes par joueur
tournament-increment = Secondes ajoutées par tour
tournament-days = Jours par tour
tournament-begins = Début
tournament-begins-by-hand = Quand je le lance
tournament-begins-at = À une heure fixée
tournament-begins-when = Date et heure
tournament-begins-missing = Choisissez la date et l'heure du début.
tournament-duration = Durée en minutes
tournament-rounds = Rondes
tournament-cycles = Cycles
tournament-cycles-one = Chacun joue une fois contre chacun
tournament-cycles-two = Chacun joue deux fois contre chacun, couleurs inversées
tournament-max-players = Joueurs au plus
tournament-rating-range = Classements admis
tournament-rating-min = À partir de (facultatif)
tournament-rating-max = Jusqu'à (facultatif)
tournament-create = Créer le tournoi
tournament-title = TZAAR – tournoi
tournament-all = Tous les tournois
tournament-missing = Ce tournoi ne peut pas être affiché
tournament-players =
    { $max ->
        [one] { $players } joueur sur { $max }
       *[other] { $players } joueurs sur { $max }
    }
tournament-duration-is =
    { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
tournament-rounds-is =
    { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }
tournament-rating-between = Classements de { $min } à { $max }
tournament-rating-from = Classements à partir de { $min }
tournament-rating-to = Classements jusqu'à { $max }
tournament-created-by = Créé par { $name }
tournament-championship = Championnat : saison { $season }, division { $division }, groupe { $group }
tournament-starts-in = Commence dans { $time }
tournament-ends-in = Se termine dans { $time }
tournament-starting = Début imminent…
tournament-ending = Fin imminente…
tournament-you-joined = Vous participez à ce tournoi.
tournament-you-paused = Vous êtes en pause : vous ne serez pas apparié avant votre retour.
tournament-you-withdrawn = Vous vous êtes retiré de ce tournoi.
tournament-your-game = Votre partie a commencé : jouez-la
tournament-sign-in = Connectez-vous pour participer aux tournois.
tournament-join = Participer
tournament-come-back = Revenir
tournament-pause = Pause
tournament-leave = Quitter
tournament-withdraw = Se retirer
tournament-withdraw-confirm = Vous retirer de ce tournoi ? Vous ne serez plus apparié ; une partie en cours est jouée jusqu'au bout.
tournament-start = Lancer maintenant
tournament-cancel = Annuler le tournoi
tournament-cancel-confirm = Annuler ce tournoi ? Il disparaît pour tout le monde.
tournament-cancelled = Le tournoi est annulé.
tournament-standings = Classement
tournament-no-players = Personne n'est encore inscrit.
tournament-col-rank = #
tournament-col-points = Points
tournament-col-played = Jouées
tournament-col-byes = Exempts
tournament-col-buchholz = Buchholz
tournament-col-sb = S-B
tournament-col-sb-title = Sonneborn-Berger : les points des adversaires battus
tournament-col-performance = Performance
tournament-on-fire = Sur une série de victoires : les victoires comptent double
tournament-paused-mark = en pause
tournament-withdrawn-mark = retiré
tournament-games = Parties
tournament-bye = exempt
my-tournaments-heading = Vos tournois
player-tournaments = Tournois
game-tournament-link = Retour au tournoi { $name }
game-tournament-going-back = Retour au tournoi dans un instant…
error-unknown-championship = Ce championnat n'existe pas.
error-season-running = La saison est encore en cours : la suivante s'ouvre quand chaque groupe est terminé.
error-bad-group = Un groupe compte de 3 à 20 joueurs, plus que les promus et relégués ensemble ; chaque division a 1 à 4 fois les groupes de celle du dessus.
error-bad-gap = La pause entre les saisons est de 0 à 60 jours.
settings-notice-round = Une ronde de tournoi par correspondance m'apparie
mail-round-subject = TZAAR : { $tournament }, ronde { $round } : vous jouez contre { $opponent }
mail-round-text = La ronde { $round } de { $tournament } a commencé : votre partie contre { $opponent } vous attend. Qui ne commence pas à temps perd. Ouvrez-la ici :

## Championnats par correspondance : leur liste et le formulaire sur /tournaments, et un
## championnat (/championships/{id}) avec ses saisons, divisions et groupes.

championships-heading = Championnats par correspondance
championships-none = Il n'y a encore aucun championnat.
championship-col-name = Championnat
championship-col-season = Saison
championship-col-entrants = Inscrits
championship-not-begun = Pas commencé
championships-create-heading = Créer un championnat
championships-admins-only = Seuls les administrateurs du site peuvent créer un championnat.
championship-group-size = Joueurs par groupe
championship-promote = Promus de chaque groupe
championship-growth = Groupes par division, fois la division au-dessus
championship-first-season = Début de la première saison (facultatif)
championship-gap = Jours entre les saisons (facultatif)
championship-name-missing = Donnez un nom au championnat.
championship-create = Créer le championnat
championship-title = TZAAR – championnat
championship-all = Tous les tournois et championnats
championship-missing = Ce championnat ne peut pas être affiché
championship-group-size-is = Groupes de { $size } joueurs au plus
championship-moves-is = De chaque groupe, { $promote } montent, { $relegate } descendent
championship-growth-is = Chaque division a { $growth } fois les groupes de celle du dessus
championship-first-at = La première saison commence le { $date }
championship-by-hand = Une saison commence quand son créateur l'ouvre
championship-gap-is =
    { $days ->
        [one] La saison suivante commence { $days } jour après la dernière partie de la précédente
       *[other] La saison suivante commence { $days } jours après la dernière partie de la précédente
    }
championship-season-is = Saison { $season }
championship-entrants-heading = Inscrits pour la prochaine saison
championship-no-entrants = Personne ne s'est encore inscrit.
championship-you-entered = Vous êtes inscrit pour la prochaine saison.
championship-sign-in = Connectez-vous pour vous inscrire au championnat.
championship-enter = S'inscrire
championship-leave = Quitter
championship-leave-confirm = Quitter le championnat ? Vous ne jouerez plus de saison ; une saison en cours est jouée jusqu'au bout.
championship-open-season = Ouvrir la saison suivante
championship-seasons = Saisons
championship-no-seasons = Aucune saison n'a encore commencé.
championship-division = Division { $division }
championship-group = Groupe { $group }
championship-col-next = Saison suivante
championship-next-up = Monte d'une division
championship-next-down = Descend d'une division
championship-next-same = Reste dans cette division
championship-next-left = A quitté le championnat
championship-left-mark = parti
error-already-bot = Ce compte est déjà un bot.
error-has-games = Seul un compte qui n'a joué aucune partie peut devenir un bot.
error-not-a-bot = Seul un compte bot a un flux : faites d'abord de ce compte un bot.
error-bot-busy = Ce bot joue déjà autant de parties qu'un bot peut en jouer à la fois : réessayez plus tard.
error-bot-offline = Le programme de ce bot n'est pas connecté en ce moment : réessayez plus tard.
error-bot-open-seek = Un bot peut défier des joueurs directement, mais pas publier de défis ouverts.
