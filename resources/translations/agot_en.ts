<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>CardText</name>
        <message>
            <source>When Stark wins, Stark (not the loser) picks the area the losing army retreats to; the chosen area must be a legal retreat that costs the loser the fewest units.</source>
            <translation>When Stark wins, Stark (not the loser) picks the area the losing army retreats to; the chosen area must be a legal retreat that costs the loser the fewest units.</translation>
        </message>
        <message>
            <source>When Stark loses, it picks up every card in its house-card discard pile, Roose Bolton included, back into its hand.</source>
            <translation>When Stark loses, it picks up every card in its house-card discard pile, Roose Bolton included, back into its hand.</translation>
        </message>
        <message>
            <source>Stark suffers no casualties in this combat caused by sword icons, house-card abilities or Tides of Battle cards.</source>
            <translation>Stark suffers no casualties in this combat caused by sword icons, house-card abilities or Tides of Battle cards.</translation>
        </message>
        <message>
            <source>If Stark has a Defense order in the contested area, the bonus of that order counts double.</source>
            <translation>If Stark has a Defense order in the contested area, the bonus of that order counts double.</translation>
        </message>
        <message>
            <source>When Lannister wins, it takes two Power tokens from the pool.</source>
            <translation>When Lannister wins, it takes two Power tokens from the pool.</translation>
        </message>
        <message>
            <source>When Lannister is the attacker, each of its Footmen in the combat (including Lannister Footmen giving support) is worth 2 combat strength instead of 1.</source>
            <translation>When Lannister is the attacker, each of its Footmen in the combat (including Lannister Footmen giving support) is worth 2 combat strength instead of 1.</translation>
        </message>
        <message>
            <source>Lannister may void the card the opponent revealed and hand it back to them; the opponent must then reveal a different house card from hand, and if they have none they fight without a house card.</source>
            <translation>Lannister may void the card the opponent revealed and hand it back to them; the opponent must then reveal a different house card from hand, and if they have none they fight without a house card.</translation>
        </message>
        <message>
            <source>When Lannister wins, it may take away one Order token belonging to the defeated house from any area of the board (not the March order that started this combat).</source>
            <translation>When Lannister wins, it may take away one Order token belonging to the defeated house from any area of the board (not the March order that started this combat).</translation>
        </message>
        <message>
            <source>Gets +1 combat strength whenever the opposing house sits above Baratheon on the Iron Throne track.</source>
            <translation>Gets +1 combat strength whenever the opposing house sits above Baratheon on the Iron Throne track.</translation>
        </message>
        <message>
            <source>When Baratheon wins, it may swap one of its Footmen taking part in the fight (including a supporting Baratheon Footman) for a Knight from its reserve.</source>
            <translation>When Baratheon wins, it may swap one of its Footmen taking part in the fight (including a supporting Baratheon Footman) for a Knight from its reserve.</translation>
        </message>
        <message>
            <source>If the Stannis Baratheon card is currently in Baratheon's discard pile, this card gains +1 combat strength and one extra sword icon.</source>
            <translation>If the Stannis Baratheon card is currently in Baratheon's discard pile, this card gains +1 combat strength and one extra sword icon.</translation>
        </message>
        <message>
            <source>While Baratheon is receiving support in this combat, every Ship that does not belong to Baratheon (on either side, attacking, defending or supporting) counts for 0 combat strength.</source>
            <translation>While Baratheon is receiving support in this combat, every Ship that does not belong to Baratheon (on either side, attacking, defending or supporting) counts for 0 combat strength.</translation>
        </message>
        <message>
            <source>After the combat is over, Baratheon may look at the opponent's hand of house cards and pick one of them to be discarded.</source>
            <translation>After the combat is over, Baratheon may look at the opponent's hand of house cards and pick one of them to be discarded.</translation>
        </message>
        <message>
            <source>When Greyjoy is the attacker, each of its Ships in the combat (including supporting Greyjoy Ships) is worth 2 combat strength instead of 1.</source>
            <translation>When Greyjoy is the attacker, each of its Ships in the combat (including supporting Greyjoy Ships) is worth 2 combat strength instead of 1.</translation>
        </message>
        <message>
            <source>The number printed on the opponent's house card is treated as 0.</source>
            <translation>The number printed on the opponent's house card is treated as 0.</translation>
        </message>
        <message>
            <source>When Greyjoy defends an area that has a Castle or Stronghold, this card gains +1 combat strength and one sword icon.</source>
            <translation>When Greyjoy defends an area that has a Castle or Stronghold, this card gains +1 combat strength and one sword icon.</translation>
        </message>
        <message>
            <source>If nobody is supporting Greyjoy in this combat, this card gains two sword icons and one fortification icon.</source>
            <translation>If nobody is supporting Greyjoy in this combat, this card gains two sword icons and one fortification icon.</translation>
        </message>
        <message>
            <source>Greyjoy may at once pay two available Power tokens to discard Aeron and reveal another house card from its hand in his place (only if it has another card).</source>
            <translation>Greyjoy may at once pay two available Power tokens to discard Aeron and reveal another house card from its hand in his place (only if it has another card).</translation>
        </message>
        <message>
            <source>Tyrell immediately destroys one enemy Footman that is attacking or defending in this combat (supporting units are not eligible).</source>
            <translation>Tyrell immediately destroys one enemy Footman that is attacking or defending in this combat (supporting units are not eligible).</translation>
        </message>
        <message>
            <source>If Tyrell attacked and won, its March order is placed in the conquered area instead of being discarded, and it may be carried out again later in the same round.</source>
            <translation>If Tyrell attacked and won, its March order is placed in the conquered area instead of being discarded, and it may be carried out again later in the same round.</translation>
        </message>
        <message>
            <source>Tyrell immediately removes one of the opponent's Order tokens from an area adjacent to the contested area; the March order that began this combat cannot be chosen.</source>
            <translation>Tyrell immediately removes one of the opponent's Order tokens from an area adjacent to the contested area; the March order that began this combat cannot be chosen.</translation>
        </message>
        <message>
            <source>If Martell defends and loses, the attacker may not enter the contested area; the attacking units go back to the area they marched from, while Martell's units still retreat as normal.</source>
            <translation>If Martell defends and loses, the attacker may not enter the contested area; the attacking units go back to the area they marched from, while Martell's units still retreat as normal.</translation>
        </message>
        <message>
            <source>Gains one fortification icon when Martell defends, or one sword icon when Martell attacks.</source>
            <translation>Gains one fortification icon when Martell defends, or one sword icon when Martell attacks.</translation>
        </message>
        <message>
            <source>Martell immediately moves the opponent to the last position of one influence track that Martell chooses.</source>
            <translation>Martell immediately moves the opponent to the last position of one influence track that Martell chooses.</translation>
        </message>
        <message>
            <source>No effect.</source>
            <translation>No effect.</translation>
        </message>
        <message>
            <source>Every house recounts the barrel icons in the areas it controls and sets its supply marker to that number (maximum 6); then each house must remove units until its armies fit the new supply level.</source>
            <translation>Every house recounts the barrel icons in the areas it controls and sets its supply marker to that number (maximum 6); then each house must remove units until its armies fit the new supply level.</translation>
        </message>
        <message>
            <source>In Iron Throne order, every house recruits in each of its areas with a Castle (1 mustering point) or Stronghold (2 points); all new units must respect supply limits.</source>
            <translation>In Iron Throne order, every house recruits in each of its areas with a Castle (1 mustering point) or Stronghold (2 points); all new units must respect supply limits.</translation>
        </message>
        <message>
            <source>The Iron Throne holder decides whether this card acts as Supply, as Mustering, or does nothing.</source>
            <translation>The Iron Throne holder decides whether this card acts as Supply, as Mustering, or does nothing.</translation>
        </message>
        <message>
            <source>Shuffle this whole deck again (including this card and all previously drawn ones), then draw a new card from it and resolve that card in place of this one.</source>
            <translation>Shuffle this whole deck again (including this card and all previously drawn ones), then draw a new card from it and resolve that card in place of this one.</translation>
        </message>
        <message>
            <source>Each house takes one Power token per crown (power) icon in the areas it controls, plus one for each port it controls that holds a ship, provided the sea next to that port holds no enemy ships.</source>
            <translation>Each house takes one Power token per crown (power) icon in the areas it controls, plus one for each port it controls that holds a ship, provided the sea next to that port holds no enemy ships.</translation>
        </message>
        <message>
            <source>The Messenger Raven holder decides whether this card acts as Clash of Kings, as Game of Thrones, or does nothing.</source>
            <translation>The Messenger Raven holder decides whether this card acts as Clash of Kings, as Game of Thrones, or does nothing.</translation>
        </message>
        <message>
            <source>All houses bid Power tokens secretly and simultaneously, once for each track in the order Iron Throne, Fiefdoms, King's Court; positions follow the bids, all bid tokens are lost, and ties are ordered by the Iron Throne holder (for the Iron Throne track the holder before this bid, afterwards the new holder).</source>
            <translation>All houses bid Power tokens secretly and simultaneously, once for each track in the order Iron Throne, Fiefdoms, King's Court; positions follow the bids, all bid tokens are lost, and ties are ordered by the Iron Throne holder (for the Iron Throne track the holder before this bid, afterwards the new holder).</translation>
        </message>
        <message>
            <source>The Valyrian Steel Blade holder picks one restriction for the coming Planning phase: no Defense orders, or no March +1 order, or no restriction at all.</source>
            <translation>The Valyrian Steel Blade holder picks one restriction for the coming Planning phase: no Defense orders, or no March +1 order, or no restriction at all.</translation>
        </message>
        <message>
            <source>Nobody may place Defense orders in the coming Planning phase.</source>
            <translation>Nobody may place Defense orders in the coming Planning phase.</translation>
        </message>
        <message>
            <source>Nobody may place the March +1 order in the coming Planning phase.</source>
            <translation>Nobody may place the March +1 order in the coming Planning phase.</translation>
        </message>
        <message>
            <source>Nobody may place Raid orders in the coming Planning phase.</source>
            <translation>Nobody may place Raid orders in the coming Planning phase.</translation>
        </message>
        <message>
            <source>Nobody may place Support orders in the coming Planning phase.</source>
            <translation>Nobody may place Support orders in the coming Planning phase.</translation>
        </message>
        <message>
            <source>Nobody may place Consolidate Power orders in the coming Planning phase.</source>
            <translation>Nobody may place Consolidate Power orders in the coming Planning phase.</translation>
        </message>
        <message>
            <source>The wildlings attack at the current Wildling threat value (see wildling_attack).</source>
            <translation>The wildlings attack at the current Wildling threat value (see wildling_attack).</translation>
        </message>
        <message>
            <source>No effect on anybody.</source>
            <translation>No effect on anybody.</translation>
        </message>
        <message>
            <source>Chooses either to destroy two of its own units anywhere on the board, or to drop two places on whichever influence track it currently stands highest on.</source>
            <translation>Chooses either to destroy two of its own units anywhere on the board, or to drop two places on whichever influence track it currently stands highest on.</translation>
        </message>
        <message>
            <source>A second wildling attack of strength 6 follows at once; the highest bidder of the first attack takes no part in that bidding and receives neither reward nor penalty from it.</source>
            <translation>A second wildling attack of strength 6 follows at once; the highest bidder of the first attack takes no part in that bidding and receives neither reward nor penalty from it.</translation>
        </message>
        <message>
            <source>Swaps every one of its Knights on the board for Footmen from its reserve; any Knight that cannot be swapped (no Footman left) is destroyed.</source>
            <translation>Swaps every one of its Knights on the board for Footmen from its reserve; any Knight that cannot be swapped (no Footman left) is destroyed.</translation>
        </message>
        <message>
            <source>Swaps two of its Knights for Footmen from its reserve; a Knight that cannot be swapped is destroyed.</source>
            <translation>Swaps two of its Knights for Footmen from its reserve; a Knight that cannot be swapped is destroyed.</translation>
        </message>
        <message>
            <source>May swap up to two of its Footmen anywhere on the board for Knights from its reserve.</source>
            <translation>May swap up to two of its Footmen anywhere on the board for Knights from its reserve.</translation>
        </message>
        <message>
            <source>Moves down two steps on the Supply track (not below 0), then reconciles armies.</source>
            <translation>Moves down two steps on the Supply track (not below 0), then reconciles armies.</translation>
        </message>
        <message>
            <source>Moves down one step on the Supply track (not below 0), then reconciles armies.</source>
            <translation>Moves down one step on the Supply track (not below 0), then reconciles armies.</translation>
        </message>
        <message>
            <source>Moves up one step on the Supply track (not above 6).</source>
            <translation>Moves up one step on the Supply track (not above 6).</translation>
        </message>
        <message>
            <source>If it holds more than one house card, discards every card in hand that shares the highest printed strength.</source>
            <translation>If it holds more than one house card, discards every card in hand that shares the highest printed strength.</translation>
        </message>
        <message>
            <source>If it holds more than one house card, chooses one card from hand and discards it.</source>
            <translation>If it holds more than one house card, chooses one card from hand and discards it.</translation>
        </message>
        <message>
            <source>Takes all of its discarded house cards back into its hand.</source>
            <translation>Takes all of its discarded house cards back into its hand.</translation>
        </message>
        <message>
            <source>Is moved to the last position of all three influence tracks.</source>
            <translation>Is moved to the last position of all three influence tracks.</translation>
        </message>
        <message>
            <source>In Iron Throne order, each chooses the Fiefdoms or the King's Court track and moves to the last position of that track.</source>
            <translation>In Iron Throne order, each chooses the Fiefdoms or the King's Court track and moves to the last position of that track.</translation>
        </message>
        <message>
            <source>Moves to the first position of an influence track of its choice and takes that track's dominance token.</source>
            <translation>Moves to the first position of an influence track of its choice and takes that track's dominance token.</translation>
        </message>
        <message>
            <source>Destroys three of its own units anywhere on the board.</source>
            <translation>Destroys three of its own units anywhere on the board.</translation>
        </message>
        <message>
            <source>Destroys two of its own units anywhere on the board.</source>
            <translation>Destroys two of its own units anywhere on the board.</translation>
        </message>
        <message>
            <source>May take one house card of its choice from its discard pile back into its hand.</source>
            <translation>May take one house card of its choice from its discard pile back into its hand.</translation>
        </message>
        <message>
            <source>Destroys two of its own units in one area it controls that has a Castle or Stronghold; if that is impossible, destroys two of its units anywhere.</source>
            <translation>Destroys two of its own units in one area it controls that has a Castle or Stronghold; if that is impossible, destroys two of its units anywhere.</translation>
        </message>
        <message>
            <source>Destroys one of its own units anywhere on the board.</source>
            <translation>Destroys one of its own units anywhere on the board.</translation>
        </message>
        <message>
            <source>May muster, under the normal mustering rules, in one area it controls that has a Castle or Stronghold.</source>
            <translation>May muster, under the normal mustering rules, in one area it controls that has a Castle or Stronghold.</translation>
        </message>
        <message>
            <source>Loses all of its available Power tokens.</source>
            <translation>Loses all of its available Power tokens.</translation>
        </message>
        <message>
            <source>Loses two available Power tokens (or all it has, if fewer).</source>
            <translation>Loses two available Power tokens (or all it has, if fewer).</translation>
        </message>
        <message>
            <source>Gets back every Power token it bid in this attack.</source>
            <translation>Gets back every Power token it bid in this attack.</translation>
        </message>
        <message>
            <source>If Baratheon wins, one Footman that took part in the battle may be turned into a Knight at no cost.</source>
            <translation>If Baratheon wins, one Footman that took part in the battle may be turned into a Knight at no cost.</translation>
        </message>
        <message>
            <source>If Baratheon wins, it may spend one Power token to pick one house card still in the opponent's hand and make it count as used.</source>
            <translation>If Baratheon wins, it may spend one Power token to pick one house card still in the opponent's hand and make it count as used.</translation>
        </message>
        <message>
            <source>The enemy's supporting Ships in this battle add 0 strength of their own (a +1 bonus on their Support order still counts).</source>
            <translation>The enemy's supporting Ships in this battle add 0 strength of their own (a +1 bonus on their Support order still counts).</translation>
        </message>
        <message>
            <source>If Lannister wins, it gains two Power tokens.</source>
            <translation>If Lannister wins, it gains two Power tokens.</translation>
        </message>
        <message>
            <source>If Lannister wins, it may remove any one of the opponent's orders from the board.</source>
            <translation>If Lannister wins, it may remove any one of the opponent's orders from the board.</translation>
        </message>
        <message>
            <source>When Lannister attacks, each of its Footmen counts 2 strength instead of 1.</source>
            <translation>When Lannister attacks, each of its Footmen counts 2 strength instead of 1.</translation>
        </message>
        <message>
            <source>As the battle is fought, one enemy Footman in it is killed at once.</source>
            <translation>As the battle is fought, one enemy Footman in it is killed at once.</translation>
        </message>
        <message>
            <source>The opponent's house card loses its special ability; this takes priority over the opponent's card text.</source>
            <translation>The opponent's house card loses its special ability; this takes priority over the opponent's card text.</translation>
        </message>
        <message>
            <source>When Tyrell attacks, the defender's Defense order gives no bonus.</source>
            <translation>When Tyrell attacks, the defender's Defense order gives no bonus.</translation>
        </message>
        <message>
            <source>If Greyjoy wins, it may at once remove one Support or Consolidate Power order, belonging to any player, from an area adjacent to the battle.</source>
            <translation>If Greyjoy wins, it may at once remove one Support or Consolidate Power order, belonging to any player, from an area adjacent to the battle.</translation>
        </message>
        <message>
            <source>The opponent's house card counts as strength 0.</source>
            <translation>The opponent's house card counts as strength 0.</translation>
        </message>
        <message>
            <source>When Greyjoy attacks, each of its Ships counts 2 strength instead of 1.</source>
            <translation>When Greyjoy attacks, each of its Ships counts 2 strength instead of 1.</translation>
        </message>
        <message>
            <source>When Stark attacks, each of its Knights counts 3 strength instead of 2.</source>
            <translation>When Stark attacks, each of its Knights counts 3 strength instead of 2.</translation>
        </message>
        <message>
            <source>Stark's Defense order bonus is doubled (+1 becomes +2, +2 becomes +4).</source>
            <translation>Stark's Defense order bonus is doubled (+1 becomes +2, +2 becomes +4).</translation>
        </message>
        <message>
            <source>If Stark wins, it may take one of its already used house cards back for reuse.</source>
            <translation>If Stark wins, it may take one of its already used house cards back for reuse.</translation>
        </message>
        <message>
            <source>Each player counts the barrels in controlled areas and moves its supply marker; armies over the new limit must be reduced.</source>
            <translation>Each player counts the barrels in controlled areas and moves its supply marker; armies over the new limit must be reduced.</translation>
        </message>
        <message>
            <source>In Iron Throne order, each city gives 1 point (a footman, upgrading a footman to a knight, or a ship in an adjacent sea) and each stronghold gives 2 points (also allowing a knight outright); supply limits apply and no ship may be put into a sea holding another player's ships.</source>
            <translation>In Iron Throne order, each city gives 1 point (a footman, upgrading a footman to a knight, or a ship in an adjacent sea) and each stronghold gives 2 points (also allowing a knight outright); supply limits apply and no ship may be put into a sea holding another player's ships.</translation>
        </message>
        <message>
            <source>Shuffle this deck again, then reveal its new top card and resolve that instead.</source>
            <translation>Shuffle this deck again, then reveal its new top card and resolve that instead.</translation>
        </message>
        <message>
            <source>Nothing happens; continue with the next deck.</source>
            <translation>Nothing happens; continue with the next deck.</translation>
        </message>
        <message>
            <source>All track positions are cleared and re-bid with Power tokens held in the fist: first the Iron Throne track (ties settled by the previous throne holder), then the Valyrian Steel Blade track, then the Messenger Raven track (ties settled by the new throne holder); all bids are lost.</source>
            <translation>All track positions are cleared and re-bid with Power tokens held in the fist: first the Iron Throne track (ties settled by the previous throne holder), then the Valyrian Steel Blade track, then the Messenger Raven track (ties settled by the new throne holder); all bids are lost.</translation>
        </message>
        <message>
            <source>Each player gains one Power token per crown icon in the areas it controls.</source>
            <translation>Each player gains one Power token per crown icon in the areas it controls.</translation>
        </message>
        <message>
            <source>No Raid orders may be used this round.</source>
            <translation>No Raid orders may be used this round.</translation>
        </message>
        <message>
            <source>No Consolidate Power orders may be used this round.</source>
            <translation>No Consolidate Power orders may be used this round.</translation>
        </message>
        <message>
            <source>This round footmen add 0 strength when supporting (the +1 of a Support +1 order still counts).</source>
            <translation>This round footmen add 0 strength when supporting (the +1 of a Support +1 order still counts).</translation>
        </message>
        <message>
            <source>No Defense orders may be used this round.</source>
            <translation>No Defense orders may be used this round.</translation>
        </message>
        <message>
            <source>Everyone secretly bids Power tokens. If the total reaches the wildling strength the Night's Watch holds and the top bidder may take back one used house card; otherwise, in Iron Throne order, every player removes units worth 2 strength and the lowest bidder removes units worth another 2. Ties are settled by the Iron Throne holder.</source>
            <translation>Everyone secretly bids Power tokens. If the total reaches the wildling strength the Night's Watch holds and the top bidder may take back one used house card; otherwise, in Iron Throne order, every player removes units worth 2 strength and the lowest bidder removes units worth another 2. Ties are settled by the Iron Throne holder.</translation>
        </message>
        <message>
            <source>If Arryn has a Defense order in the embattled area and wins, Arryn may return this card to hand instead of the discard pile.</source>
            <translation>If Arryn has a Defense order in the embattled area and wins, Arryn may return this card to hand instead of the discard pile.</translation>
        </message>
        <message>
            <source>If the printed strength of the opponent's card is 2 or less, this card gains +1 strength and 2 fortifications.</source>
            <translation>If the printed strength of the opponent's card is 2 or less, this card gains +1 strength and 2 fortifications.</translation>
        </message>
        <message>
            <source>When Arryn defends a sea area, +1 strength for each land area adjacent to that sea that Arryn controls.</source>
            <translation>When Arryn defends a sea area, +1 strength for each land area adjacent to that sea that Arryn controls.</translation>
        </message>
        <message>
            <source>On a win, Arryn and every other house that supported Arryn each gain 3 Power tokens.</source>
            <translation>On a win, Arryn and every other house that supported Arryn each gain 3 Power tokens.</translation>
        </message>
        <message>
            <source>If Arryn was the defender, after combat Arryn may remove Robert Arryn and the lowest-strength card in the opponent's discard pile from the game.</source>
            <translation>If Arryn was the defender, after combat Arryn may remove Robert Arryn and the lowest-strength card in the opponent's discard pile from the game.</translation>
        </message>
        <message>
            <source>+1 strength and +1 sword for each Targaryen Knight in the embattled area. After combat Khal Drogo is removed from the game.</source>
            <translation>+1 strength and +1 sword for each Targaryen Knight in the embattled area. After combat Khal Drogo is removed from the game.</translation>
        </message>
        <message>
            <source>If Targaryen has more Ships in the embattled area than the opponent, each Targaryen Ship there counts 2 instead of 1.</source>
            <translation>If Targaryen has more Ships in the embattled area than the opponent, each Targaryen Ship there counts 2 instead of 1.</translation>
        </message>
        <message>
            <source>+2 strength if a Dragon is in the embattled area.</source>
            <translation>+2 strength if a Dragon is in the embattled area.</translation>
        </message>
        <message>
            <source>Targaryen may discard another card from hand to add that card's printed strength to this one. If Targaryen loses, Viserys is removed from the game.</source>
            <translation>Targaryen may discard another card from hand to add that card's printed strength to this one. If Targaryen loses, Viserys is removed from the game.</translation>
        </message>
        <message>
            <source>After combat, Targaryen gains Power tokens equal to the difference between the two final combat strengths; then, if Targaryen has 5 or more available Power tokens, Illyrio is removed from the game.</source>
            <translation>After combat, Targaryen gains Power tokens equal to the difference between the two final combat strengths; then, if Targaryen has 5 or more available Power tokens, Illyrio is removed from the game.</translation>
        </message>
        <message>
            <source>After combat, the opponent discards available Power tokens equal to the difference between the two final combat strengths.</source>
            <translation>After combat, the opponent discards available Power tokens equal to the difference between the two final combat strengths.</translation>
        </message>
        <message>
            <source>When Targaryen attacks a land area using ship transport, +1 strength for each Targaryen Ship in areas adjacent to the embattled area.</source>
            <translation>When Targaryen attacks a land area using ship transport, +1 strength for each Targaryen Ship in areas adjacent to the embattled area.</translation>
        </message>
        <message>
            <source>If the embattled area is a land area without a Castle or Stronghold, each Targaryen Knight there counts 4 instead of 2.</source>
            <translation>If the embattled area is a land area without a Castle or Stronghold, each Targaryen Knight there counts 4 instead of 2.</translation>
        </message>
        <message>
            <source>If Targaryen loses by 2 or less, Targaryen may take one other card from its discard pile back into hand.</source>
            <translation>If Targaryen loses by 2 or less, Targaryen may take one other card from its discard pile back into hand.</translation>
        </message>
        <message>
            <source>A loyalty token goes on Storm's End. Targaryen may discard 1 Power token to choose up to 4 other houses and put one loyalty token on each chosen house's home area.</source>
            <translation>A loyalty token goes on Storm's End. Targaryen may discard 1 Power token to choose up to 4 other houses and put one loyalty token on each chosen house's home area.</translation>
        </message>
        <message>
            <source>A loyalty token goes on The Stony Shore. Targaryen may discard 1 Power token to put one more on The Mountains of the Moon or Moat Cailin.</source>
            <translation>A loyalty token goes on The Stony Shore. Targaryen may discard 1 Power token to put one more on The Mountains of the Moon or Moat Cailin.</translation>
        </message>
        <message>
            <source>A loyalty token goes on The Reach. Targaryen chooses one: destroy one of its Dragons to move any dragon strength token still on the round track into the dragon strength box (strength rises now); or put a destroyed Dragon back into its home area (if Targaryen controls it and supply allows); or nothing.</source>
            <translation>A loyalty token goes on The Reach. Targaryen chooses one: destroy one of its Dragons to move any dragon strength token still on the round track into the dragon strength box (strength rises now); or put a destroyed Dragon back into its home area (if Targaryen controls it and supply allows); or nothing.</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Riverrun and The Arbor. Targaryen may discard 1 Power token to choose one uncontrolled land area without a neutral force in Westeros and one other player: a loyalty token is placed there together with one land unit of that player's choice from that player's reserve.</source>
            <translation>Loyalty tokens go on Riverrun and The Arbor. Targaryen may discard 1 Power token to choose one uncontrolled land area without a neutral force in Westeros and one other player: a loyalty token is placed there together with one land unit of that player's choice from that player's reserve.</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Karhold and Oldtown. Then in reverse turn order each player may move one loyalty token to an adjacent land area; Targaryen may cancel each move as it happens by discarding 1 Power token.</source>
            <translation>Loyalty tokens go on Karhold and Oldtown. Then in reverse turn order each player may move one loyalty token to an adjacent land area; Targaryen may cancel each move as it happens by discarding 1 Power token.</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Searoad Marches and Dornish Marches. Targaryen may discard 1 Power token to put one more on Blackwater or The Boneway.</source>
            <translation>Loyalty tokens go on Searoad Marches and Dornish Marches. Targaryen may discard 1 Power token to put one more on Blackwater or The Boneway.</translation>
        </message>
        <message>
            <source>A loyalty token goes on Seagard. Targaryen may discard 1 Power token to put one more on Harrenhal or White Harbor.</source>
            <translation>A loyalty token goes on Seagard. Targaryen may discard 1 Power token to put one more on Harrenhal or White Harbor.</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Castle Black and Yronwood. Targaryen may discard 1 Power token to choose another player, who then places one loyalty token in each of 2 different Westeros land areas of that player's choice.</source>
            <translation>Loyalty tokens go on Castle Black and Yronwood. Targaryen may discard 1 Power token to choose another player, who then places one loyalty token in each of 2 different Westeros land areas of that player's choice.</translation>
        </message>
        <message>
            <source>Targaryen may discard Power tokens equal to its current Victory track position to place one loyalty token on each of 2 different land areas that are next to a river and not controlled by Targaryen.</source>
            <translation>Targaryen may discard Power tokens equal to its current Victory track position to place one loyalty token on each of 2 different land areas that are next to a river and not controlled by Targaryen.</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Crackclaw Point and Three Towers. Then in turn order each player may move one loyalty token to an adjacent land area; Targaryen may cancel each move as it happens by discarding 2 Power tokens.</source>
            <translation>Loyalty tokens go on Crackclaw Point and Three Towers. Then in turn order each player may move one loyalty token to an adjacent land area; Targaryen may cancel each move as it happens by discarding 2 Power tokens.</translation>
        </message>
        <message>
            <source>After combat, this vassal moves to the top of the Fiefdoms track; everyone else moves down one space.</source>
            <translation>After combat, this vassal moves to the top of the Fiefdoms track; everyone else moves down one space.</translation>
        </message>
        <message>
            <source>If this vassal is the defender, Footmen of non-vassal houses have strength 0 in this combat.</source>
            <translation>If this vassal is the defender, Footmen of non-vassal houses have strength 0 in this combat.</translation>
        </message>
        <message>
            <source>The opponent's chosen card goes back to its hand and a card picked at random from that hand is used instead.</source>
            <translation>The opponent's chosen card goes back to its hand and a card picked at random from that hand is used instead.</translation>
        </message>
        <message>
            <source>If this vassal loses, after combat its commander may muster one of the vassal's Knights in the area it retreated to or in its home area (if possible).</source>
            <translation>If this vassal loses, after combat its commander may muster one of the vassal's Knights in the area it retreated to or in its home area (if possible).</translation>
        </message>
        <message>
            <source>If this vassal wins, after casualties it must destroy one of its own units in the embattled area.</source>
            <translation>If this vassal wins, after casualties it must destroy one of its own units in the embattled area.</translation>
        </message>
        <message>
            <source>Once cards are revealed, the opponent may discard 2 available Power tokens to make Bronn's strength 0.</source>
            <translation>Once cards are revealed, the opponent may discard 2 available Power tokens to make Bronn's strength 0.</translation>
        </message>
        <message>
            <source>On a win, Lannister may also destroy one enemy Footman anywhere on the board (besides normal casualties); if that Footman was the last unit in its area, the Order token there is removed too.</source>
            <translation>On a win, Lannister may also destroy one enemy Footman anywhere on the board (besides normal casualties); if that Footman was the last unit in its area, the Order token there is removed too.</translation>
        </message>
        <message>
            <source>When Lannister attacks, each participating Lannister Knight (supporting Lannister Knights included) counts 3 instead of 2.</source>
            <translation>When Lannister attacks, each participating Lannister Knight (supporting Lannister Knights included) counts 3 instead of 2.</translation>
        </message>
        <message>
            <source>Lannister may discard 2 available Power tokens to pick any House card in any house's discard pile; Qyburn then uses that card's printed strength, swords and fortifications, but not its text.</source>
            <translation>Lannister may discard 2 available Power tokens to pick any House card in any house's discard pile; Qyburn then uses that card's printed strength, swords and fortifications, but not its text.</translation>
        </message>
        <message>
            <source>While Reek is still in Bolton's hand, Ramsay gets +1 strength and 3 swords.</source>
            <translation>While Reek is still in Bolton's hand, Ramsay gets +1 strength and 3 swords.</translation>
        </message>
        <message>
            <source>Every other house that declared support for Bolton's opponent gives that support to Bolton instead (the opponent's own units are unaffected).</source>
            <translation>Every other house that declared support for Bolton's opponent gives that support to Bolton instead (the opponent's own units are unaffected).</translation>
        </message>
        <message>
            <source>If Ramsay Bolton is in Bolton's discard pile, it goes back to Bolton's hand at once. If Bolton loses this combat, Bolton may take Reek back into hand instead of discarding it.</source>
            <translation>If Ramsay Bolton is in Bolton's discard pile, it goes back to Bolton's hand at once. If Bolton loses this combat, Bolton may take Reek back into hand instead of discarding it.</translation>
        </message>
        <message>
            <source>If nobody supports Baratheon in this combat, every Support order adjacent to the embattled area (Baratheon's own included) is removed and gives no strength.</source>
            <translation>If nobody supports Baratheon in this combat, every Support order adjacent to the embattled area (Baratheon's own included) is removed and gives no strength.</translation>
        </message>
        <message>
            <source>On a win, Baratheon may move the Wildling threat one space up or down (never below 0 nor above 10).</source>
            <translation>On a win, Baratheon may move the Wildling threat one space up or down (never below 0 nor above 10).</translation>
        </message>
        <message>
            <source>After combat, Baratheon may take one card from its discard pile (this one included) back into hand by discarding available Power tokens equal to that card's printed strength.</source>
            <translation>After combat, Baratheon may take one card from its discard pile (this one included) back into hand by discarding available Power tokens equal to that card's printed strength.</translation>
        </message>
        <message>
            <source>Baratheon's final combat strength equals the current position of the Wildling threat token (units, orders, support and other modifiers are ignored).</source>
            <translation>Baratheon's final combat strength equals the current position of the Wildling threat token (units, orders, support and other modifiers are ignored).</translation>
        </message>
        <message>
            <source>+1 strength if the opponent is higher than Greyjoy on the Fiefdoms track.</source>
            <translation>+1 strength if the opponent is higher than Greyjoy on the Fiefdoms track.</translation>
        </message>
        <message>
            <source>On a win, Greyjoy may look through one Westeros deck, take a card of its choice, shuffle the rest and put the chosen card face down on top of that deck.</source>
            <translation>On a win, Greyjoy may look through one Westeros deck, take a card of its choice, shuffle the rest and put the chosen card face down on top of that deck.</translation>
        </message>
        <message>
            <source>If Greyjoy attacked and lost, Greyjoy gains 3 Power tokens.</source>
            <translation>If Greyjoy attacked and lost, Greyjoy gains 3 Power tokens.</translation>
        </message>
        <message>
            <source>Greyjoy may discard any number of available Power tokens; the card gains +1 strength per token discarded.</source>
            <translation>Greyjoy may discard any number of available Power tokens; the card gains +1 strength per token discarded.</translation>
        </message>
        <message>
            <source>For each House card left in Martell's hand, the card gains 1 sword and 1 fortification and loses 1 strength (strength never below 0).</source>
            <translation>For each House card left in Martell's hand, the card gains 1 sword and 1 fortification and loses 1 strength (strength never below 0).</translation>
        </message>
        <message>
            <source>On a win, Martell may move up one space on an Influence track of its choice.</source>
            <translation>On a win, Martell may move up one space on an Influence track of its choice.</translation>
        </message>
        <message>
            <source>+1 strength for each card in Martell's discard pile.</source>
            <translation>+1 strength for each card in Martell's discard pile.</translation>
        </message>
        <message>
            <source>The text of the opponent's House card is ignored for this combat.</source>
            <translation>The text of the opponent's House card is ignored for this combat.</translation>
        </message>
        <message>
            <source>If the embattled area is a sea, each participating Tyrell Ship (supporting Tyrell Ships included) counts 2 instead of 1.</source>
            <translation>If the embattled area is a sea, each participating Tyrell Ship (supporting Tyrell Ships included) counts 2 instead of 1.</translation>
        </message>
        <message>
            <source>If Tyrell defends its home area or an area holding a Tyrell Power token, the opponent's final combat strength becomes 2.</source>
            <translation>If Tyrell defends its home area or an area holding a Tyrell Power token, the opponent's final combat strength becomes 2.</translation>
        </message>
            <message>
            <source>+1 strength if Arryn has more available Power tokens than the opponent.</source>
            <translation>+1 strength if Arryn has more available Power tokens than the opponent.</translation>
        </message>
        <message>
            <source>After combat, if Arryn controls The Eyrie, Arryn gains Power tokens equal to twice the printed strength of the opponent's House card.</source>
            <translation>After combat, if Arryn controls The Eyrie, Arryn gains Power tokens equal to twice the printed strength of the opponent's House card.</translation>
        </message>
        <message>
            <source>On a win, if Arryn controls The Eyrie, Arryn may discard 2 available Power tokens to make the opponent discard all of its available Power tokens.</source>
            <translation>On a win, if Arryn controls The Eyrie, Arryn may discard 2 available Power tokens to make the opponent discard all of its available Power tokens.</translation>
        </message>
        <message>
            <source>After combat, if the opponent has more available Power tokens than Arryn, Arryn gains 3 Power tokens.</source>
            <translation>After combat, if the opponent has more available Power tokens than Arryn, Arryn gains 3 Power tokens.</translation>
        </message>
        <message>
            <source>Mustering as in the base game (every house recruits in its Castles and Strongholds); this copy carries a wildling icon.</source>
            <translation>Mustering as in the base game (every house recruits in its Castles and Strongholds); this copy carries a wildling icon.</translation>
        </message>
        <message>
            <source>In turn order, each house musters only in areas it controls that have a Castle (Strongholds give nothing).</source>
            <translation>In turn order, each house musters only in areas it controls that have a Castle (Strongholds give nothing).</translation>
        </message>
        <message>
            <source>The Iron Throne holder chooses: reset the Wildling threat to 0, or everyone musters in Castles and Strongholds.</source>
            <translation>The Iron Throne holder chooses: reset the Wildling threat to 0, or everyone musters in Castles and Strongholds.</translation>
        </message>
        <message>
            <source>Every house drops one space on the Supply track, then reconciles armies in turn order.</source>
            <translation>Every house drops one space on the Supply track, then reconciles armies in turn order.</translation>
        </message>
        <message>
            <source>Every house with at least 2 scored Objective cards loses 1 victory point.</source>
            <translation>Every house with at least 2 scored Objective cards loses 1 victory point.</translation>
        </message>
        <message>
            <source>Each house puts one Objective card from hand face down in a common pool; the pool is shuffled and turned up, then in turn order each house takes one of them into hand.</source>
            <translation>Each house puts one Objective card from hand face down in a common pool; the pool is shuffled and turned up, then in turn order each house takes one of them into hand.</translation>
        </message>
        <message>
            <source>In turn order each house draws one Objective card; then each house shuffles one Objective card from hand back into the objective deck.</source>
            <translation>In turn order each house draws one Objective card; then each house shuffles one Objective card from hand back into the objective deck.</translation>
        </message>
        <message>
            <source>Control Storm's End.</source>
            <translation>Control Storm's End.</translation>
        </message>
        <message>
            <source>Have all 5 of your Knight units on the board.</source>
            <translation>Have all 5 of your Knight units on the board.</translation>
        </message>
        <message>
            <source>Each other House has a higher position on the Victory track than you.</source>
            <translation>Each other House has a higher position on the Victory track than you.</translation>
        </message>
        <message>
            <source>Control the home area of another House.</source>
            <translation>Control the home area of another House.</translation>
        </message>
        <message>
            <source>Control more land areas than any other House.</source>
            <translation>Control more land areas than any other House.</translation>
        </message>
        <message>
            <source>Control The Arbor.</source>
            <translation>Control The Arbor.</translation>
        </message>
        <message>
            <source>Control more sea areas than each other House.</source>
            <translation>Control more sea areas than each other House.</translation>
        </message>
        <message>
            <source>Control Castle Black.</source>
            <translation>Control Castle Black.</translation>
        </message>
        <message>
            <source>Hold the Messenger Raven token.</source>
            <translation>Hold the Messenger Raven token.</translation>
        </message>
        <message>
            <source>Have 3 units in Crackclaw Point and no units in King's Landing.</source>
            <translation>Have 3 units in Crackclaw Point and no units in King's Landing.</translation>
        </message>
        <message>
            <source>Hold the Iron Throne token.</source>
            <translation>Hold the Iron Throne token.</translation>
        </message>
        <message>
            <source>Hold the Valyrian Steel Blade token.</source>
            <translation>Hold the Valyrian Steel Blade token.</translation>
        </message>
        <message>
            <source>Control King's Landing.</source>
            <translation>Control King's Landing.</translation>
        </message>
        <message>
            <source>Control two areas that are joined by the same bridge.</source>
            <translation>Control two areas that are joined by the same bridge.</translation>
        </message>
        <message>
            <source>Have more Ship units on the board than each other House.</source>
            <translation>Have more Ship units on the board than each other House.</translation>
        </message>
        <message>
            <source>Control Searoad Marches, Blackwater, and The Reach.</source>
            <translation>Control Searoad Marches, Blackwater, and The Reach.</translation>
        </message>
        <message>
            <source>Obtain position 5 or 6 on the Supply track.</source>
            <translation>Obtain position 5 or 6 on the Supply track.</translation>
        </message>
        <message>
            <source>Control more Ports than each other House.</source>
            <translation>Control more Ports than each other House.</translation>
        </message>
        <message>
            <source>Control Crackclaw Point and Kingswood.</source>
            <translation>Control Crackclaw Point and Kingswood.</translation>
        </message>
        <message>
            <source>Control more Strongholds than each other House.</source>
            <translation>Control more Strongholds than each other House.</translation>
        </message>
        <message>
            <source>Have more Power tokens on the board than each other House.</source>
            <translation>Have more Power tokens on the board than each other House.</translation>
        </message>
        <message>
            <source>Control Seagard, Greywater Watch, and Flint's Finger.</source>
            <translation>Control Seagard, Greywater Watch, and Flint's Finger.</translation>
        </message>
        <message>
            <source>Have 1 unit in Harrenhal and no units in any areas adjacent to Harrenhal.</source>
            <translation>Have 1 unit in Harrenhal and no units in any areas adjacent to Harrenhal.</translation>
        </message>
        <message>
            <source>Have only 1 House card in your hand.</source>
            <translation>Have only 1 House card in your hand.</translation>
        </message>
        <message>
            <source>Control 4 or more areas with Power icons.</source>
            <translation>Control 4 or more areas with Power icons.</translation>
        </message>
        <message>
            <source>Control The Eyrie.</source>
            <translation>Control The Eyrie.</translation>
        </message>
        <message>
            <source>Control Winterfell.</source>
            <translation>Control Winterfell.</translation>
        </message>
        <message>
            <source>Control more Castles than each other House.</source>
            <translation>Control more Castles than each other House.</translation>
        </message>
        <message>
            <source>Control The Eyrie and have strictly more available Power tokens than every other house.</source>
            <translation>Control The Eyrie and have strictly more available Power tokens than every other house.</translation>
        </message>
        <message>
            <source>Control Dragonstone and King's Landing.</source>
            <translation>Control Dragonstone and King's Landing.</translation>
        </message>
        <message>
            <source>Control Lannisport and King's Landing.</source>
            <translation>Control Lannisport and King's Landing.</translation>
        </message>
        <message>
            <source>Control Winterfell and at least 5 areas with a Castle or Stronghold (Winterfell included).</source>
            <translation>Control Winterfell and at least 5 areas with a Castle or Stronghold (Winterfell included).</translation>
        </message>
        <message>
            <source>Gain 10 Power tokens.</source>
            <translation>Gain 10 Power tokens.</translation>
        </message>
        <message>
            <source>Put a power improvement (+1 crown) on any land area, then gain 8 Power tokens.</source>
            <translation>Put a power improvement (+1 crown) on any land area, then gain 8 Power tokens.</translation>
        </message>
        <message>
            <source>Place 1 Footman, 1 Knight, 1 Siege Engine and 1 Ship from reserve in areas the buyer controls or has units in (supply limits apply).</source>
            <translation>Place 1 Footman, 1 Knight, 1 Siege Engine and 1 Ship from reserve in areas the buyer controls or has units in (supply limits apply).</translation>
        </message>
        <message>
            <source>Put a supply improvement (+1 barrel) on each of two different land areas.</source>
            <translation>Put a supply improvement (+1 barrel) on each of two different land areas.</translation>
        </message>
        <message>
            <source>Upgrade two Castles (any areas, anyone's) to Strongholds.</source>
            <translation>Upgrade two Castles (any areas, anyone's) to Strongholds.</translation>
        </message>
        <message>
            <source>Degrade one Castle (any area) so it no longer has a Castle, then put a power or a supply improvement in that area.</source>
            <translation>Degrade one Castle (any area) so it no longer has a Castle, then put a power or a supply improvement in that area.</translation>
        </message>
        <message>
            <source>Put a supply improvement on any land area, then move up one space on the Supply track.</source>
            <translation>Put a supply improvement on any land area, then move up one space on the Supply track.</translation>
        </message>
        <message>
            <source>Place 1 Footman and 3 Ships from reserve in areas the buyer controls or has units in.</source>
            <translation>Place 1 Footman and 3 Ships from reserve in areas the buyer controls or has units in.</translation>
        </message>
        <message>
            <source>Place 1 Footman and 2 Siege Engines from reserve in areas the buyer controls or has units in.</source>
            <translation>Place 1 Footman and 2 Siege Engines from reserve in areas the buyer controls or has units in.</translation>
        </message>
        <message>
            <source>Look at the top two cards of one Westeros deck; put any of them on the bottom and the rest on top, in any order.</source>
            <translation>Look at the top two cards of one Westeros deck; put any of them on the bottom and the rest on top, in any order.</translation>
        </message>
        <message>
            <source>Destroy one Knight in one area and one Footman in a different area; they may belong to any player or vassal.</source>
            <translation>Destroy one Knight in one area and one Footman in a different area; they may belong to any player or vassal.</translation>
        </message>
        <message>
            <source>Place 3 Knights from reserve in areas the buyer controls or has units in.</source>
            <translation>Place 3 Knights from reserve in areas the buyer controls or has units in.</translation>
        </message>
        <message>
            <source>The sight range of every unit drops by 1 for the rest of the round.</source>
            <translation>The sight range of every unit drops by 1 for the rest of the round.</translation>
        </message>
</context>
    <context>
        <name>Decisions</name>
        <message>
            <source>place orders</source>
            <translation>place orders</translation>
        </message>
        <message>
            <source>use the Messenger Raven</source>
            <translation>use the Messenger Raven</translation>
        </message>
        <message>
            <source>decide about the wildling card</source>
            <translation>decide about the wildling card</translation>
        </message>
        <message>
            <source>resolve a raid</source>
            <translation>resolve a raid</translation>
        </message>
        <message>
            <source>march</source>
            <translation>march</translation>
        </message>
        <message>
            <source>declare support</source>
            <translation>declare support</translation>
        </message>
        <message>
            <source>choose a house card</source>
            <translation>choose a house card</translation>
        </message>
        <message>
            <source>make a choice</source>
            <translation>make a choice</translation>
        </message>
        <message>
            <source>choose units</source>
            <translation>choose units</translation>
        </message>
        <message>
            <source>retreat</source>
            <translation>retreat</translation>
        </message>
        <message>
            <source>muster</source>
            <translation>muster</translation>
        </message>
        <message>
            <source>bid</source>
            <translation>bid</translation>
        </message>
        <message>
            <source>settle a tie</source>
            <translation>settle a tie</translation>
        </message>
        <message>
            <source>Place your orders</source>
            <translation>Place your orders</translation>
        </message>
        <message>
            <source>Remove order</source>
            <translation>Remove order</translation>
        </message>
        <message>
            <source>Commit orders</source>
            <translation>Commit orders</translation>
        </message>
        <message>
            <source>Your order here: {order}. Click to change it.</source>
            <translation>Your order here: {order}. Click to change it.</translation>
        </message>
        <message>
            <source>Click to place an order here.</source>
            <translation>Click to place an order here.</translation>
        </message>
        <message>
            <source>One order in each area with your units: {placed} of {count} placed. Starred orders: {stars} of {limit}.</source>
            <translation>One order in each area with your units: {placed} of {count} placed. Starred orders: {stars} of {limit}.</translation>
        </message>
        <message>
            <source>Not allowed this round: {orders}</source>
            <translation>Not allowed this round: {orders}</translation>
        </message>
        <message>
            <source>not allowed this round</source>
            <translation>not allowed this round</translation>
        </message>
        <message>
            <source>already placed</source>
            <translation>already placed</translation>
        </message>
        <message>
            <source>Messenger Raven</source>
            <translation>Messenger Raven</translation>
        </message>
        <message>
            <source>You hold the Messenger Raven: you may swap one of your orders for an unused one, or look at the top card of the wildling deck.</source>
            <translation>You hold the Messenger Raven: you may swap one of your orders for an unused one, or look at the top card of the wildling deck.</translation>
        </message>
        <message>
            <source>Replace the order</source>
            <translation>Replace the order</translation>
        </message>
        <message>
            <source>Look at the wildling card</source>
            <translation>Look at the wildling card</translation>
        </message>
        <message>
            <source>Do not use the raven</source>
            <translation>Do not use the raven</translation>
        </message>
        <message>
            <source>Resolve a raid</source>
            <translation>Resolve a raid</translation>
        </message>
        <message>
            <source>Your raid order: click to resolve it.</source>
            <translation>Your raid order: click to resolve it.</translation>
        </message>
        <message>
            <source>Click to raid this order.</source>
            <translation>Click to raid this order.</translation>
        </message>
        <message>
            <source>Choose which of your raid orders to resolve now.</source>
            <translation>Choose which of your raid orders to resolve now.</translation>
        </message>
        <message>
            <source>Raid from {region}: remove an adjacent enemy order.</source>
            <translation>Raid from {region}: remove an adjacent enemy order.</translation>
        </message>
        <message>
            <source>Remove the raid without effect</source>
            <translation>Remove the raid without effect</translation>
        </message>
        <message>
            <source>Choose another raid</source>
            <translation>Choose another raid</translation>
        </message>
        <message>
            <source>March</source>
            <translation>March</translation>
        </message>
        <message>
            <source>Leave a power token behind (keeps control)</source>
            <translation>Leave a power token behind (keeps control)</translation>
        </message>
        <message>
            <source>Undo moves</source>
            <translation>Undo moves</translation>
        </message>
        <message>
            <source>Confirm march</source>
            <translation>Confirm march</translation>
        </message>
        <message>
            <source>Your march order: click to march from here.</source>
            <translation>Your march order: click to march from here.</translation>
        </message>
        <message>
            <source>Drag units from here onto a highlighted area.</source>
            <translation>Drag units from here onto a highlighted area.</translation>
        </message>
        <message>
            <source>A march may start only one battle.</source>
            <translation>A march may start only one battle.</translation>
        </message>
        <message>
            <source>{area} can be reached only by flying units marching there alone.</source>
            <translation>{area} can be reached only by flying units marching there alone.</translation>
        </message>
        <message>
            <source>Marching here starts a battle.</source>
            <translation>Marching here starts a battle.</translation>
        </message>
        <message>
            <source>You may march here.</source>
            <translation>You may march here.</translation>
        </message>
        <message>
            <source>Choose which of your march orders to resolve now.</source>
            <translation>Choose which of your march orders to resolve now.</translation>
        </message>
        <message>
            <source>March from {region}: drag units onto a green area (red: battle; only one battle per march), or click units to pick them (double-click: the whole army) and then click or drag to an area.</source>
            <translation>March from {region}: drag units onto a green area (red: battle; only one battle per march), or click units to pick them (double-click: the whole army) and then click or drag to an area.</translation>
        </message>
        <message>
            <source>Resolve another march order</source>
            <translation>Resolve another march order</translation>
        </message>
        <message>
            <source>Staying: {units}</source>
            <translation>Staying: {units}</translation>
        </message>
        <message>
            <source>No moves yet: confirming removes the order without moving.</source>
            <translation>No moves yet: confirming removes the order without moving.</translation>
        </message>
        <message>
            <source>Declare support</source>
            <translation>Declare support</translation>
        </message>
        <message>
            <source>Battle for {area}: {attacker} attacks {defender}.</source>
            <translation>Battle for {area}: {attacker} attacks {defender}.</translation>
        </message>
        <message>
            <source>Support {house} (attacker)</source>
            <translation>Support {house} (attacker)</translation>
        </message>
        <message>
            <source>Support {house} (defender)</source>
            <translation>Support {house} (defender)</translation>
        </message>
        <message>
            <source>No support</source>
            <translation>No support</translation>
        </message>
        <message>
            <source>Declare</source>
            <translation>Declare</translation>
        </message>
        <message>
            <source>Choose a house card</source>
            <translation>Choose a house card</translation>
        </message>
        <message>
            <source>Battle for {area} against {opponent}. Both cards are revealed together.</source>
            <translation>Battle for {area} against {opponent}. Both cards are revealed together.</translation>
        </message>
        <message>
            <source>Before cards: you {mine}, {opponent} {theirs}.</source>
            <translation>Before cards: you {mine}, {opponent} {theirs}.</translation>
        </message>
        <message>
            <source>Your strength with it: {n}</source>
            <translation>Your strength with it: {n}</translation>
        </message>
        <message>
            <source>Play this card</source>
            <translation>Play this card</translation>
        </message>
        <message>
            <source>Retreat</source>
            <translation>Retreat</translation>
        </message>
        <message>
            <source>Choose where {house}'s army retreats from {area}.</source>
            <translation>Choose where {house}'s army retreats from {area}.</translation>
        </message>
        <message>
            <source>Your army lost the battle for {area}: choose where it retreats (highlighted areas).</source>
            <translation>Your army lost the battle for {area}: choose where it retreats (highlighted areas).</translation>
        </message>
        <message>
            <source>Retreat here</source>
            <translation>Retreat here</translation>
        </message>
        <message>
            <source>Retreat to {area}</source>
            <translation>Retreat to {area}</translation>
        </message>
        <message>
            <source>You may retreat here.</source>
            <translation>You may retreat here.</translation>
        </message>
        <message>
            <source>Valyrian Steel Blade</source>
            <translation>Valyrian Steel Blade</translation>
        </message>
        <message>
            <source>Special Consolidate Power</source>
            <translation>Special Consolidate Power</translation>
        </message>
        <message>
            <source>Ships in a captured port</source>
            <translation>Ships in a captured port</translation>
        </message>
        <message>
            <source>The top wildling card</source>
            <translation>The top wildling card</translation>
        </message>
        <message>
            <source>Tie for the lowest bid</source>
            <translation>Tie for the lowest bid</translation>
        </message>
        <message>
            <source>Tie for the highest bid</source>
            <translation>Tie for the highest bid</translation>
        </message>
        <message>
            <source>Too few footmen are left in your reserve: choose the knights that become footmen. Your other knights are destroyed.</source>
            <translation>Too few footmen are left in your reserve: choose the knights that become footmen. Your other knights are destroyed.</translation>
        </message>
        <message>
            <source>Casualties</source>
            <translation>Casualties</translation>
        </message>
        <message>
            <source>Supply limit</source>
            <translation>Supply limit</translation>
        </message>
        <message>
            <source>Preemptive Raid</source>
            <translation>Preemptive Raid</translation>
        </message>
        <message>
            <source>A King Beyond the Wall</source>
            <translation>A King Beyond the Wall</translation>
        </message>
        <message>
            <source>You hold the Valyrian Steel Blade: use it once this round in this battle?</source>
            <translation>You hold the Valyrian Steel Blade: use it once this round in this battle?</translation>
        </message>
        <message>
            <source>Attacker {a}, defender {d} so far.</source>
            <translation>Attacker {a}, defender {d} so far.</translation>
        </message>
        <message>
            <source>Consolidate power in {area}, or muster there?</source>
            <translation>Consolidate power in {area}, or muster there?</translation>
        </message>
        <message>
            <source>How many enemy ships in {port} become yours (the rest are destroyed)?</source>
            <translation>How many enemy ships in {port} become yours (the rest are destroyed)?</translation>
        </message>
        <message>
            <source>The top wildling card is &lt;b&gt;{card}&lt;/b&gt;. Leave it on top or put it at the bottom of the deck?</source>
            <translation>The top wildling card is &lt;b&gt;{card}&lt;/b&gt;. Leave it on top or put it at the bottom of the deck?</translation>
        </message>
        <message>
            <source>Your opponent revealed &lt;b&gt;{card}&lt;/b&gt;. Cancel it?</source>
            <translation>Your opponent revealed &lt;b&gt;{card}&lt;/b&gt;. Cancel it?</translation>
        </message>
        <message>
            <source>As holder of the Iron Throne, decide which house is affected.</source>
            <translation>As holder of the Iron Throne, decide which house is affected.</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Yes</translation>
        </message>
        <message>
            <source>No</source>
            <translation>No</translation>
        </message>
        <message>
            <source>Do not use the ability</source>
            <translation>Do not use the ability</translation>
        </message>
        <message>
            <source>Click to choose this area.</source>
            <translation>Click to choose this area.</translation>
        </message>
        <message>
            <source>Choose {n} unit(s).</source>
            <translation>Choose {n} unit(s).</translation>
        </message>
        <message>
            <source>Choose {lo} to {hi} units.</source>
            <translation>Choose {lo} to {hi} units.</translation>
        </message>
        <message>
            <source>Your armies must fit your supply; remove no more than needed.</source>
            <translation>Your armies must fit your supply; remove no more than needed.</translation>
        </message>
        <message>
            <source>All from one area.</source>
            <translation>All from one area.</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>Confirm</translation>
        </message>
        <message>
            <source>Click a unit here to choose it.</source>
            <translation>Click a unit here to choose it.</translation>
        </message>
        <message>
            <source>Chosen: {n}</source>
            <translation>Chosen: {n}</translation>
        </message>
        <message>
            <source>Muster</source>
            <translation>Muster</translation>
        </message>
        <message>
            <source>Click one of your castles or strongholds, then choose units to raise there.</source>
            <translation>Click one of your castles or strongholds, then choose units to raise there.</translation>
        </message>
        <message>
            <source>Remove last</source>
            <translation>Remove last</translation>
        </message>
        <message>
            <source>Finish mustering</source>
            <translation>Finish mustering</translation>
        </message>
        <message>
            <source>Muster here: {n} point(s) left.</source>
            <translation>Muster here: {n} point(s) left.</translation>
        </message>
        <message>
            <source>{castle}: {left} of {total} mustering point(s) left.</source>
            <translation>{castle}: {left} of {total} mustering point(s) left.</translation>
        </message>
        <message>
            <source>Ship to {area}</source>
            <translation>Ship to {area}</translation>
        </message>
        <message>
            <source>{n} left in your reserve</source>
            <translation>{n} left in your reserve</translation>
        </message>
        <message>
            <source>Bid power tokens for the {track} track. All bids are revealed together and every token bid is lost. Now: {order}.</source>
            <translation>Bid power tokens for the {track} track. All bids are revealed together and every token bid is lost. Now: {order}.</translation>
        </message>
        <message>
            <source>The wildlings attack with strength {n}. Bid power tokens for the Night's Watch; all bids are lost.</source>
            <translation>The wildlings attack with strength {n}. Bid power tokens for the Night's Watch; all bids are lost.</translation>
        </message>
        <message>
            <source>House</source>
            <translation>House</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Power</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Bid</translation>
        </message>
        <message>
            <source>power</source>
            <translation>power</translation>
        </message>
        <message>
            <source>Your bid (you have {n}):</source>
            <translation>Your bid (you have {n}):</translation>
        </message>
        <message>
            <source>Place bid</source>
            <translation>Place bid</translation>
        </message>
        <message>
            <source>Settle a tie</source>
            <translation>Settle a tie</translation>
        </message>
        <message>
            <source>{what}: as holder of the Iron Throne, put the tied houses in order (first place on top).</source>
            <translation>{what}: as holder of the Iron Throne, put the tied houses in order (first place on top).</translation>
        </message>
        <message>
            <source>Confirm order</source>
            <translation>Confirm order</translation>
        </message>
        <message>
            <source>Battle for {area}</source>
            <translation>Battle for {area}</translation>
        </message>
        <message>
            <source>units</source>
            <translation>units</translation>
        </message>
        <message>
            <source>order</source>
            <translation>order</translation>
        </message>
        <message>
            <source>support</source>
            <translation>support</translation>
        </message>
        <message>
            <source>garrison</source>
            <translation>garrison</translation>
        </message>
        <message>
            <source>card</source>
            <translation>card</translation>
        </message>
        <message>
            <source>blade</source>
            <translation>blade</translation>
        </message>
        <message>
            <source>tides</source>
            <translation>tides</translation>
        </message>
        <message>
            <source>(attacker)</source>
            <translation>(attacker)</translation>
        </message>
        <message>
            <source>(defender)</source>
            <translation>(defender)</translation>
        </message>
        <message>
            <source>card chosen</source>
            <translation>card chosen</translation>
        </message>
        <message>
            <source>Against a neutral force of strength {n}.</source>
            <translation>Against a neutral force of strength {n}.</translation>
        </message>
        <message>
            <source>Waiting for support from: {areas}</source>
            <translation>Waiting for support from: {areas}</translation>
        </message>
        <message>
            <source>{house} wins.</source>
            <translation>{house} wins.</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Connecting…</translation>
        </message>
        <message>
            <source>{house} wins the game!</source>
            <translation>{house} wins the game!</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>Waiting for: {who}</source>
            <translation>Waiting for: {who}</translation>
        </message>
        <message>
            <source>The game is moving on…</source>
            <translation>The game is moving on…</translation>
        </message>
        <message>
            <source>your decision</source>
            <translation>your decision</translation>
        </message>
        <message>
            <source>Nothing to decide right now.</source>
            <translation>Nothing to decide right now.</translation>
        </message>
        <message>
            <source>You are watching this game.</source>
            <translation>You are watching this game.</translation>
        </message>
        <message>
            <source>Order tokens</source>
            <translation>Order tokens</translation>
        </message>
        <message>
            <source>Drag a token onto one of your areas, or click an area and then a token. Drag a placed order off the map to take it back.</source>
            <translation>Drag a token onto one of your areas, or click an area and then a token. Drag a placed order off the map to take it back.</translation>
        </message>
        <message>
            <source>No starred orders this round</source>
            <translation>No starred orders this round</translation>
        </message>
        <message>
            <source>starred: {used} of {limit}</source>
            <translation>starred: {used} of {limit}</translation>
        </message>
        <message>
            <source>Orders go only in areas with your units.</source>
            <translation>Orders go only in areas with your units.</translation>
        </message>
        <message>
            <source>This order is not allowed this round.</source>
            <translation>This order is not allowed this round.</translation>
        </message>
        <message>
            <source>This token is already placed.</source>
            <translation>This token is already placed.</translation>
        </message>
        <message>
            <source>You may place at most {limit} starred orders.</source>
            <translation>You may place at most {limit} starred orders.</translation>
        </message>
        <message>
            <source>You have placed all the orders you can.</source>
            <translation>You have placed all the orders you can.</translation>
        </message>
        <message>
            <source>Your order here: {order}. Click to change it, or drag it off the map to take it back.</source>
            <translation>Your order here: {order}. Click to change it, or drag it off the map to take it back.</translation>
        </message>
        <message>
            <source>Drag a token here from the tray, or click to choose one.</source>
            <translation>Drag a token here from the tray, or click to choose one.</translation>
        </message>
        <message>
            <source>One order in each area with your units: {placed} of {count} placed.</source>
            <translation>One order in each area with your units: {placed} of {count} placed.</translation>
        </message>
        <message>
            <source>no more starred orders allowed</source>
            <translation>no more starred orders allowed</translation>
        </message>
        <message>
            <source>Pick the whole army</source>
            <translation>Pick the whole army</translation>
        </message>
        <message>
            <source>{area}: a march may start only one battle, and these moves already start one.</source>
            <translation>{area}: a march may start only one battle, and these moves already start one.</translation>
        </message>
        <message>
            <source>{area} cannot be reached from {source}: units march to a green area next to it, or along a chain of your ships.</source>
            <translation>{area} cannot be reached from {source}: units march to a green area next to it, or along a chain of your ships.</translation>
        </message>
        <message>
            <source>Picked: {units}</source>
            <translation>Picked: {units}</translation>
        </message>
        <message>
            <source>Starred raid: a second order</source>
            <translation>Starred raid: a second order</translation>
        </message>
        <message>
            <source>The Night's Watch holds</source>
            <translation>The Night's Watch holds</translation>
        </message>
        <message>
            <source>The wildlings win</source>
            <translation>The wildlings win</translation>
        </message>
        <message>
            <source>Your starred raid from {area} may remove one more adjacent order.</source>
            <translation>Your starred raid from {area} may remove one more adjacent order.</translation>
        </message>
        <message>
            <source>You bid the most: take one of your used house cards back?</source>
            <translation>You bid the most: take one of your used house cards back?</translation>
        </message>
        <message>
            <source>Remove units worth {n} mustering points (a knight is worth 2), none more than needed.</source>
            <translation>Remove units worth {n} mustering points (a knight is worth 2), none more than needed.</translation>
        </message>
        <message>
            <source>You hold the Messenger Raven: you may swap one of your orders for an unused one.</source>
            <translation>You hold the Messenger Raven: you may swap one of your orders for an unused one.</translation>
        </message>
        <message>
            <source>March from {region}: drag units onto a green area (red: battle; only one battle per march). Click units to pick several, then click a destination.</source>
            <translation>March from {region}: drag units onto a green area (red: battle; only one battle per march). Click units to pick several, then click a destination.</translation>
        </message>
        <message>
            <source>Play {card}</source>
            <translation>Play {card}</translation>
        </message>
        <message>
            <source>No enemy order next to {region} can be raided: the raid is removed without effect.</source>
            <translation>No enemy order next to {region} can be raided: the raid is removed without effect.</translation>
        </message>
        <message>
            <source>fixed by a card</source>
            <translation>fixed by a card</translation>
        </message>
            <message>
            <source>choose objectives</source>
            <translation>choose objectives</translation>
        </message>
        <message>
            <source>Shifting Ambitions</source>
            <translation>Shifting Ambitions</translation>
        </message>
        <message>
            <source>Take one objective card from the pool into your hand.</source>
            <translation>Take one objective card from the pool into your hand.</translation>
        </message>
        <message>
            <source>Pay 2 power: the opponent discards all its available power</source>
            <translation>Pay 2 power: the opponent discards all its available power</translation>
        </message>
        <message>
            <source>draft a house card</source>
            <translation>draft a house card</translation>
        </message>
        <message>
            <source>A choice</source>
            <translation>A choice</translation>
        </message>
        <message>
            <source>Interest the Iron Bank was not paid</source>
            <translation>Interest the Iron Bank was not paid</translation>
        </message>
        <message>
            <source>Choose the Dragon to destroy: every Dragon grows one step stronger at once.</source>
            <translation>Choose the Dragon to destroy: every Dragon grows one step stronger at once.</translation>
        </message>
        <message>
            <source>Choose the uncontrolled land area that gets the loyalty token and another player's unit.</source>
            <translation>Choose the uncontrolled land area that gets the loyalty token and another player's unit.</translation>
        </message>
        <message>
            <source>Choose the player who puts one of its land units from its reserve there.</source>
            <translation>Choose the player who puts one of its land units from its reserve there.</translation>
        </message>
        <message>
            <source>A loyalty token goes on {area} with one land unit of yours from your reserve: which one?</source>
            <translation>A loyalty token goes on {area} with one land unit of yours from your reserve: which one?</translation>
        </message>
        <message>
            <source>Choose the player who places two loyalty tokens in Westeros land areas of its choice.</source>
            <translation>Choose the player who places two loyalty tokens in Westeros land areas of its choice.</translation>
        </message>
        <message>
            <source>Place a loyalty token in a Westeros land area (two different areas in all).</source>
            <translation>Place a loyalty token in a Westeros land area (two different areas in all).</translation>
        </message>
        <message>
            <source>Place a loyalty token on a land area next to a river that you do not control (two different areas in all).</source>
            <translation>Place a loyalty token on a land area next to a river that you do not control (two different areas in all).</translation>
        </message>
        <message>
            <source>Choose a house: a loyalty token goes on its home area (up to four houses), or stop.</source>
            <translation>Choose a house: a loyalty token goes on its home area (up to four houses), or stop.</translation>
        </message>
        <message>
            <source>Do not pay</source>
            <translation>Do not pay</translation>
        </message>
        <message>
            <source>None</source>
            <translation>None</translation>
        </message>
        <message>
            <source>Choose the influence track on which you drop two places.</source>
            <translation>Choose the influence track on which you drop two places.</translation>
        </message>
        <message>
            <source>You bid the most: move to the top of one influence track of your choice.</source>
            <translation>You bid the most: move to the top of one influence track of your choice.</translation>
        </message>
        <message>
            <source>A house could not pay all the interest it owes the Iron Bank: choose which of its units are destroyed, one for each Power token it is short.</source>
            <translation>A house could not pay all the interest it owes the Iron Bank: choose which of its units are destroyed, one for each Power token it is short.</translation>
        </message>
        <message>
            <source>Move no token</source>
            <translation>Move no token</translation>
        </message>
        <message>
            <source>Pay</source>
            <translation>Pay</translation>
        </message>
        <message>
            <source>Cancel the move</source>
            <translation>Cancel the move</translation>
        </message>
        <message>
            <source>Pay 2 power: swap this card for another</source>
            <translation>Pay 2 power: swap this card for another</translation>
        </message>
        <message>
            <source>Let it move</source>
            <translation>Let it move</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Done</translation>
        </message>
        <message>
            <source>Destroy a Dragon: dragons grow stronger now</source>
            <translation>Destroy a Dragon: dragons grow stronger now</translation>
        </message>
        <message>
            <source>Put a destroyed Dragon back in your home area</source>
            <translation>Put a destroyed Dragon back in your home area</translation>
        </message>
        <message>
            <source>A power crown</source>
            <translation>A power crown</translation>
        </message>
        <message>
            <source>A supply barrel</source>
            <translation>A supply barrel</translation>
        </message>
        <message>
            <source>Choose an area.</source>
            <translation>Choose an area.</translation>
        </message>
        <message>
            <source>Choose a house.</source>
            <translation>Choose a house.</translation>
        </message>
        <message>
            <source>Choose a unit.</source>
            <translation>Choose a unit.</translation>
        </message>
        <message>
            <source>You may move one loyalty token to an adjacent land area.</source>
            <translation>You may move one loyalty token to an adjacent land area.</translation>
        </message>
        <message>
            <source>A loyalty token is to move from {source} to {dest}: discard {n} Power token(s) to cancel the move?</source>
            <translation>A loyalty token is to move from {source} to {dest}: discard {n} Power token(s) to cancel the move?</translation>
        </message>
        <message>
            <source>From {source} to {dest}</source>
            <translation>From {source} to {dest}</translation>
        </message>
        <message>
            <source>Westeros deck {deck}</source>
            <translation>Westeros deck {deck}</translation>
        </message>
        <message>
            <source>Your bid on the {track} track is not yours to keep: it is handed out, one Power token at a time, to the other houses' bids. Which house gets the next token ({n} left)?</source>
            <translation>Your bid on the {track} track is not yours to keep: it is handed out, one Power token at a time, to the other houses' bids. Which house gets the next token ({n} left)?</translation>
        </message>
        <message>
            <source>Pay {n} power</source>
            <translation>Pay {n} power</translation>
        </message>
        <message>
            <source>Cancel the move ({n} power)</source>
            <translation>Cancel the move ({n} power)</translation>
        </message>
        <message>
            <source>Discard {n} Power token(s) for this card's option?</source>
            <translation>Discard {n} Power token(s) for this card's option?</translation>
        </message>
        <message>
            <source>Click to choose: from {source} to here.</source>
            <translation>Click to choose: from {source} to here.</translation>
        </message>
        <message>
            <source>Click, then click where it goes.</source>
            <translation>Click, then click where it goes.</translation>
        </message>
        <message>
            <source>Choose which Dragon strength token on the round track goes into the box now: the Dragons will not grow stronger again in that token's round.</source>
            <translation>Choose which Dragon strength token on the round track goes into the box now: the Dragons will not grow stronger again in that token's round.</translation>
        </message>
        <message>
            <source>Choose a token.</source>
            <translation>Choose a token.</translation>
        </message>
        <message>
            <source>The token of round {n}</source>
            <translation>The token of round {n}</translation>
        </message>
        <message>
            <source>change their start</source>
            <translation>change their start</translation>
        </message>
</context>
    <context>
        <name>Log</name>
        <message>
            <source>The Night's Watch holds</source>
            <translation>The Night's Watch holds</translation>
        </message>
        <message>
            <source>The wildlings win</source>
            <translation>The wildlings win</translation>
        </message>
        <message>
            <source>Tides of Battle cards are drawn.</source>
            <translation>Tides of Battle cards are drawn.</translation>
        </message>
        <message>
            <source>A {players}-player game begins: {houses}.</source>
            <translation>A {players}-player game begins: {houses}.</translation>
        </message>
        <message>
            <source>{house} wins the game ({why}).</source>
            <translation>{house} wins the game ({why}).</translation>
        </message>
        <message>
            <source>Round {round} begins.</source>
            <translation>Round {round} begins.</translation>
        </message>
        <message>
            <source>Round {round} ends.</source>
            <translation>Round {round} ends.</translation>
        </message>
        <message>
            <source>Westeros cards: {cards}; wildling threat {threat}.</source>
            <translation>Westeros cards: {cards}; wildling threat {threat}.</translation>
        </message>
        <message>
            <source>Winter is Coming: deck {deck} is reshuffled and {card} is drawn; wildling threat {threat}.</source>
            <translation>Winter is Coming: deck {deck} is reshuffled and {card} is drawn; wildling threat {threat}.</translation>
        </message>
        <message>
            <source>{card}: no {banned} orders this round.</source>
            <translation>{card}: no {banned} orders this round.</translation>
        </message>
        <message>
            <source>Supply is adjusted: {supply}.</source>
            <translation>Supply is adjusted: {supply}.</translation>
        </message>
        <message>
            <source>{house} supply becomes {level} ({why}).</source>
            <translation>{house} supply becomes {level} ({why}).</translation>
        </message>
        <message>
            <source>{house} gains {amount} power ({why}).</source>
            <translation>{house} gains {amount} power ({why}).</translation>
        </message>
        <message>
            <source>{house} loses {amount} power ({why}).</source>
            <translation>{house} loses {amount} power ({why}).</translation>
        </message>
        <message>
            <source>{house} consolidates power in {region}: +{amount}.</source>
            <translation>{house} consolidates power in {region}: +{amount}.</translation>
        </message>
        <message>
            <source>{house} raids power from {victim}: +{gained}/-{lost}.</source>
            <translation>{house} raids power from {victim}: +{gained}/-{lost}.</translation>
        </message>
        <message>
            <source>{house} leaves a power token in {region}.</source>
            <translation>{house} leaves a power token in {region}.</translation>
        </message>
        <message>
            <source>{house}'s power token in {region} is removed.</source>
            <translation>{house}'s power token in {region} is removed.</translation>
        </message>
        <message>
            <source>Planning: houses place their orders.</source>
            <translation>Planning: houses place their orders.</translation>
        </message>
        <message>
            <source>{house} has placed its orders.</source>
            <translation>{house} has placed its orders.</translation>
        </message>
        <message>
            <source>You placed: {orders}.</source>
            <translation>You placed: {orders}.</translation>
        </message>
        <message>
            <source>Orders are revealed.</source>
            <translation>Orders are revealed.</translation>
        </message>
        <message>
            <source>{house} uses the Messenger Raven: {old} in {region} becomes {new}.</source>
            <translation>{house} uses the Messenger Raven: {old} in {region} becomes {new}.</translation>
        </message>
        <message>
            <source>{house} does not use the Messenger Raven.</source>
            <translation>{house} does not use the Messenger Raven.</translation>
        </message>
        <message>
            <source>{house} looks at the top wildling card.</source>
            <translation>{house} looks at the top wildling card.</translation>
        </message>
        <message>
            <source>{house} leaves the wildling card on top.</source>
            <translation>{house} leaves the wildling card on top.</translation>
        </message>
        <message>
            <source>{house} puts the wildling card at the bottom.</source>
            <translation>{house} puts the wildling card at the bottom.</translation>
        </message>
        <message>
            <source>{house} raids from {source}: {victim}'s {token} in {target} is removed.</source>
            <translation>{house} raids from {source}: {victim}'s {token} in {target} is removed.</translation>
        </message>
        <message>
            <source>{house} removes its raid in {region} without effect.</source>
            <translation>{house} removes its raid in {region} without effect.</translation>
        </message>
        <message>
            <source>{house} removes {victim}'s {token} in {region} ({why}).</source>
            <translation>{house} removes {victim}'s {token} in {region} ({why}).</translation>
        </message>
        <message>
            <source>{house}'s {token} moves to {region} ({why}).</source>
            <translation>{house}'s {token} moves to {region} ({why}).</translation>
        </message>
        <message>
            <source>{house} removes its march in {region} without moving.</source>
            <translation>{house} removes its march in {region} without moving.</translation>
        </message>
        <message>
            <source>{house} moves {units} from {source} to {dest}.</source>
            <translation>{house} moves {units} from {source} to {dest}.</translation>
        </message>
        <message>
            <source>{house} retreats {units} from {source} to {dest}.</source>
            <translation>{house} retreats {units} from {source} to {dest}.</translation>
        </message>
        <message>
            <source>{house} loses {units} in {region} ({why}).</source>
            <translation>{house} loses {units} in {region} ({why}).</translation>
        </message>
        <message>
            <source>{house} swaps a {old} for a {new} in {region}.</source>
            <translation>{house} swaps a {old} for a {new} in {region}.</translation>
        </message>
        <message>
            <source>{house} upgrades a footman to a {new} in {region}.</source>
            <translation>{house} upgrades a footman to a {new} in {region}.</translation>
        </message>
        <message>
            <source>{house} musters a {unit} in {region}.</source>
            <translation>{house} musters a {unit} in {region}.</translation>
        </message>
        <message>
            <source>{house} finishes mustering ({count} actions).</source>
            <translation>{house} finishes mustering ({count} actions).</translation>
        </message>
        <message>
            <source>{house} takes over {count} ships in {region}.</source>
            <translation>{house} takes over {count} ships in {region}.</translation>
        </message>
        <message>
            <source>{house}'s garrison in {region} is removed.</source>
            <translation>{house}'s garrison in {region} is removed.</translation>
        </message>
        <message>
            <source>{attacker} attacks {area} ({defender}) from {source} with {units}.</source>
            <translation>{attacker} attacks {area} ({defender}) from {source} with {units}.</translation>
        </message>
        <message>
            <source>{house} declares support: {choices}.</source>
            <translation>{house} declares support: {choices}.</translation>
        </message>
        <message>
            <source>Support is declared.</source>
            <translation>Support is declared.</translation>
        </message>
        <message>
            <source>{house} has chosen a house card.</source>
            <translation>{house} has chosen a house card.</translation>
        </message>
        <message>
            <source>You chose {card}.</source>
            <translation>You chose {card}.</translation>
        </message>
        <message>
            <source>House cards revealed: {cards}.</source>
            <translation>House cards revealed: {cards}.</translation>
        </message>
        <message>
            <source>{house} cancels {victim}'s {card}.</source>
            <translation>{house} cancels {victim}'s {card}.</translation>
        </message>
        <message>
            <source>{house} plays {card} instead.</source>
            <translation>{house} plays {card} instead.</translation>
        </message>
        <message>
            <source>{house} discards {card}{cards} ({why}).</source>
            <translation>{house} discards {card}{cards} ({why}).</translation>
        </message>
        <message>
            <source>{house} takes back {cards}.</source>
            <translation>{house} takes back {cards}.</translation>
        </message>
        <message>
            <source>Tides of Battle cards are drawn face down.</source>
            <translation>Tides of Battle cards are drawn face down.</translation>
        </message>
        <message>
            <source>Tides of Battle: {cards}.</source>
            <translation>Tides of Battle: {cards}.</translation>
        </message>
        <message>
            <source>{house} uses the Valyrian Steel Blade ({use}).</source>
            <translation>{house} uses the Valyrian Steel Blade ({use}).</translation>
        </message>
        <message>
            <source>{winner} wins in {area}: {attacker_strength} to {defender_strength}.</source>
            <translation>{winner} wins in {area}: {attacker_strength} to {defender_strength}.</translation>
        </message>
        <message>
            <source>The battle for {area} is over.</source>
            <translation>The battle for {area} is over.</translation>
        </message>
        <message>
            <source>{house} attacks the neutral force in {area}: {strength} against {needed}.</source>
            <translation>{house} attacks the neutral force in {area}: {strength} against {needed}.</translation>
        </message>
        <message>
            <source>{track} track: {order}.</source>
            <translation>{track} track: {order}.</translation>
        </message>
        <message>
            <source>{house} has bid.</source>
            <translation>{house} has bid.</translation>
        </message>
        <message>
            <source>You bid {amount}.</source>
            <translation>You bid {amount}.</translation>
        </message>
        <message>
            <source>Bids ({purpose}): {bids}.</source>
            <translation>Bids ({purpose}): {bids}.</translation>
        </message>
        <message>
            <source>{house} settles the tie: {order}.</source>
            <translation>{house} settles the tie: {order}.</translation>
        </message>
        <message>
            <source>{house} chooses {choice} ({prompt}).</source>
            <translation>{house} chooses {choice} ({prompt}).</translation>
        </message>
        <message>
            <source>The wildlings attack with strength {strength}!</source>
            <translation>The wildlings attack with strength {strength}!</translation>
        </message>
        <message>
            <source>{outcome} ({total} against {strength}); card: {card}; {target} is singled out.</source>
            <translation>{outcome} ({total} against {strength}); card: {card}; {target} is singled out.</translation>
        </message>
        <message>
            <source>{card}: footmen add no strength when supporting this round.</source>
            <translation>{card}: footmen add no strength when supporting this round.</translation>
        </message>
        <message>
            <source>The win is shared: {houses}.</source>
            <translation>The win is shared: {houses}.</translation>
        </message>
        <message>
            <source>{outcome} ({total} against {strength}); {target} is singled out.</source>
            <translation>{outcome} ({total} against {strength}); {target} is singled out.</translation>
        </message>
        <message>
            <source>{house}'s {card} cancels the text of {victim}'s {victim_card}.</source>
            <translation>{house}'s {card} cancels the text of {victim}'s {victim_card}.</translation>
        </message>
        <message>
            <source>A tie, won on the {track} track.</source>
            <translation>A tie, won on the {track} track.</translation>
        </message>
        <message>
            <source>{name} ({house}) has lost the connection: the seat waits for them.</source>
            <translation>{name} ({house}) has lost the connection: the seat waits for them.</translation>
        </message>
        <message>
            <source>{name} ({house}) is back.</source>
            <translation>{name} ({house}) is back.</translation>
        </message>
        <message>
            <source>The host lets a bot ({level}) play {house} until {name} is back.</source>
            <translation>The host lets a bot ({level}) play {house} until {name} is back.</translation>
        </message>
        <message>
            <source>The bot stops playing {house}: the seat waits for {name}.</source>
            <translation>The bot stops playing {house}: the seat waits for {name}.</translation>
        </message>
        <message>
            <source>its player</source>
            <translation>its player</translation>
        </message>
        <message>
            <source>A loyalty token is placed in {region} ({card}).</source>
            <translation>A loyalty token is placed in {region} ({card}).</translation>
        </message>
        <message>
            <source>{house} gains {n} loyalty in {region} (total {total}).</source>
            <translation>{house} gains {n} loyalty in {region} (total {total}).</translation>
        </message>
        <message>
            <source>No loyalty tokens are left to place ({card}).</source>
            <translation>No loyalty tokens are left to place ({card}).</translation>
        </message>
        <message>
            <source>{house} hands a bid token to {to} ({track}).</source>
            <translation>{house} hands a bid token to {to} ({track}).</translation>
        </message>
        <message>
            <source>{house}'s {card} is removed from the game ({why}).</source>
            <translation>{house}'s {card} is removed from the game ({why}).</translation>
        </message>
        <message>
            <source>The support from {regions} goes to {house} ({why}).</source>
            <translation>The support from {regions} goes to {house} ({why}).</translation>
        </message>
        <message>
            <source>{house}'s {card} fights with the strength and icons of {copied}.</source>
            <translation>{house}'s {card} fights with the strength and icons of {copied}.</translation>
        </message>
        <message>
            <source>{house} looks through Westeros deck {deck} and puts a card of its choice on top ({why}).</source>
            <translation>{house} looks through Westeros deck {deck} and puts a card of its choice on top ({why}).</translation>
        </message>
        <message>
            <source>The wildling threat moves to {threat} ({why}).</source>
            <translation>The wildling threat moves to {threat} ({why}).</translation>
        </message>
        <message>
            <source>{house}'s garrison returns to {region}.</source>
            <translation>{house}'s garrison returns to {region}.</translation>
        </message>
        <message>
            <source>A loyalty token moves from {region} to {dest} ({card}).</source>
            <translation>A loyalty token moves from {region} to {dest} ({card}).</translation>
        </message>
        <message>
            <source>{house} cancels the move of the loyalty token in {region} ({card}).</source>
            <translation>{house} cancels the move of the loyalty token in {region} ({card}).</translation>
        </message>
        <message>
            <source>Every {unit} grows one step stronger ({why}).</source>
            <translation>Every {unit} grows one step stronger ({why}).</translation>
        </message>
        <message>
            <source>{house} loses {units} in the battle for {region}.</source>
            <translation>{house} loses {units} in the battle for {region}.</translation>
        </message>
        <message>
            <source>Vassals are claimed in Iron Throne order: {vassals}.</source>
            <translation>Vassals are claimed in Iron Throne order: {vassals}.</translation>
        </message>
        <message>
            <source>{house} commands {vassals} this round.</source>
            <translation>{house} commands {vassals} this round.</translation>
        </message>
        <message>
            <source>{house} takes no vassal.</source>
            <translation>{house} takes no vassal.</translation>
        </message>
        <message>
            <source>Who commands each vassal this round: {commanders}.</source>
            <translation>Who commands each vassal this round: {commanders}.</translation>
        </message>
        <message>
            <source>{house} draws {n} vassal cards for this battle.</source>
            <translation>{house} draws {n} vassal cards for this battle.</translation>
        </message>
        <message>
            <source>Drawn for {house}: {cards}.</source>
            <translation>Drawn for {house}: {cards}.</translation>
        </message>
        <message>
            <source>{vassal} wins: its commander {house} gains {power} power.</source>
            <translation>{vassal} wins: its commander {house} gains {power} power.</translation>
        </message>
        <message>
            <source>{house} raids nothing from {region}: the order stays there as a Support order.</source>
            <translation>{house} raids nothing from {region}: the order stays there as a Support order.</translation>
        </message>
        <message>
            <source>{house}'s Defense/Muster order in {region} is resolved: it may muster there.</source>
            <translation>{house}'s Defense/Muster order in {region} is resolved: it may muster there.</translation>
        </message>
            <message>
            <source>{house} keeps {kept} objective cards.</source>
            <translation>{house} keeps {kept} objective cards.</translation>
        </message>
        <message>
            <source>You keep {cards}.</source>
            <translation>You keep {cards}.</translation>
        </message>
        <message>
            <source>{house} has chosen its objective cards.</source>
            <translation>{house} has chosen its objective cards.</translation>
        </message>
        <message>
            <source>{house} shuffles {n} objective card back into the deck.</source>
            <translation>{house} shuffles {n} objective card back into the deck.</translation>
        </message>
        <message>
            <source>You shuffle back {cards}.</source>
            <translation>You shuffle back {cards}.</translation>
        </message>
        <message>
            <source>{house} scores the objective {card}: {points} victory points.</source>
            <translation>{house} scores the objective {card}: {points} victory points.</translation>
        </message>
        <message>
            <source>{house} now has {points} victory points ({why}).</source>
            <translation>{house} now has {points} victory points ({why}).</translation>
        </message>
        <message>
            <source>{house} meets its special objective: +{points} victory point.</source>
            <translation>{house} meets its special objective: +{points} victory point.</translation>
        </message>
        <message>
            <source>{house} draws an objective card.</source>
            <translation>{house} draws an objective card.</translation>
        </message>
        <message>
            <source>You draw {card}.</source>
            <translation>You draw {card}.</translation>
        </message>
        <message>
            <source>The objective deck is empty: {house} draws nothing.</source>
            <translation>The objective deck is empty: {house} draws nothing.</translation>
        </message>
        <message>
            <source>{card}: the objectives in the pool are {cards}.</source>
            <translation>{card}: the objectives in the pool are {cards}.</translation>
        </message>
        <message>
            <source>{house} takes {card} from the pool.</source>
            <translation>{house} takes {card} from the pool.</translation>
        </message>
        <message>
            <source>Victory points are checked at the end of round {round}.</source>
            <translation>Victory points are checked at the end of round {round}.</translation>
        </message>
        <message>
            <source>The Iron Bank offers: {loans}.</source>
            <translation>The Iron Bank offers: {loans}.</translation>
        </message>
        <message>
            <source>{house} buys {loan} from the Iron Bank for {cost} power.</source>
            <translation>{house} buys {loan} from the Iron Bank for {cost} power.</translation>
        </message>
        <message>
            <source>{house} takes no loan from the Iron Bank.</source>
            <translation>{house} takes no loan from the Iron Bank.</translation>
        </message>
        <message>
            <source>{house} pays the Iron Bank {paid} of {owed} power in interest.</source>
            <translation>{house} pays the Iron Bank {paid} of {owed} power in interest.</translation>
        </message>
        <message>
            <source>{region} gains a power crown ({why}).</source>
            <translation>{region} gains a power crown ({why}).</translation>
        </message>
        <message>
            <source>{region} gains a supply barrel ({why}).</source>
            <translation>{region} gains a supply barrel ({why}).</translation>
        </message>
        <message>
            <source>The castle in {region} becomes a stronghold ({why}).</source>
            <translation>The castle in {region} becomes a stronghold ({why}).</translation>
        </message>
        <message>
            <source>{region} loses its castle ({why}).</source>
            <translation>{region} loses its castle ({why}).</translation>
        </message>
        <message>
            <source>{house} looks at the top {looked} cards of Westeros deck {deck} and puts {bottom} of them at the bottom ({why}).</source>
            <translation>{house} looks at the top {looked} cards of Westeros deck {deck} and puts {bottom} of them at the bottom ({why}).</translation>
        </message>
        <message>
            <source>{house} gives {amount} power to {to}.</source>
            <translation>{house} gives {amount} power to {to}.</translation>
        </message>
        <message>
            <source>You placed for {house}: {orders}.</source>
            <translation>You placed for {house}: {orders}.</translation>
        </message>
        <message>
            <source>You chose {card} for {house}.</source>
            <translation>You chose {card} for {house}.</translation>
        </message>
        <message>
            <source>{house}'s player has left: {house} plays on as a vassal.</source>
            <translation>{house}'s player has left: {house} plays on as a vassal.</translation>
        </message>
        <message>
            <source>A player takes {house}: it is no longer a vassal.</source>
            <translation>A player takes {house}: it is no longer a vassal.</translation>
        </message>
        <message>
            <source>{house} drafts {card}.</source>
            <translation>{house} drafts {card}.</translation>
        </message>
        <message>
            <source>{house} drafts its card number {n}.</source>
            <translation>{house} drafts its card number {n}.</translation>
        </message>
        <message>
            <source>{house} takes place {place} on the {track} track.</source>
            <translation>{house} takes place {place} on the {track} track.</translation>
        </message>
        <message>
            <source>The draft is over: {hands}.</source>
            <translation>The draft is over: {hands}.</translation>
        </message>
        <message>
            <source>{house} swaps {old} for {new} from the draft pool.</source>
            <translation>{house} swaps {old} for {new} from the draft pool.</translation>
        </message>
        <message>
            <source>{house} chooses: {choice} ({prompt}).</source>
            <translation>{house} chooses: {choice} ({prompt}).</translation>
        </message>
        <message>
            <source>Event cards: {cards}; wildling threat {threat}.</source>
            <translation>Event cards: {cards}; wildling threat {threat}.</translation>
        </message>
        <message>
            <source>Dense Fog: every unit sees one area less until the round ends.</source>
            <translation>Dense Fog: every unit sees one area less until the round ends.</translation>
        </message>
        <message>
            <source>an area out of sight</source>
            <translation>an area out of sight</translation>
        </message>
        <message>
            <source>{name} takes over {house}.</source>
            <translation>{name} takes over {house}.</translation>
        </message>
        <message>
            <source>{name} hands {house} back.</source>
            <translation>{name} hands {house} back.</translation>
        </message>
        <message>
            <source>A bot plays {house} from now on.</source>
            <translation>A bot plays {house} from now on.</translation>
        </message>
        <message>
            <source>{name} and {other_name} swap houses: {name} plays {house} now, {other_name} {other}.</source>
            <translation>{name} and {other_name} swap houses: {name} plays {house} now, {other_name} {other}.</translation>
        </message>
        <message>
            <source>The chess clock of {house} ({name}) has run out.</source>
            <translation>The chess clock of {house} ({name}) has run out.</translation>
        </message>
        <message>
            <source>The game is paused: nobody moves and no clock runs until it resumes.</source>
            <translation>The game is paused: nobody moves and no clock runs until it resumes.</translation>
        </message>
        <message>
            <source>The game resumes.</source>
            <translation>The game resumes.</translation>
        </message>
        <message>
            <source>The table decides: round {round} is the last, and the game ends after it.</source>
            <translation>The table decides: round {round} is the last, and the game ends after it.</translation>
        </message>
        <message>
            <source>{house} sets its house cards aside and takes its new deck: {cards}.</source>
            <translation>{house} sets its house cards aside and takes its new deck: {cards}.</translation>
        </message>
        <message>
            <source>{house} changes its start in {region}: {edit} {what}.</source>
            <translation>{house} changes its start in {region}: {edit} {what}.</translation>
        </message>
        <message>
            <source>{house} is ready with its start.</source>
            <translation>{house} is ready with its start.</translation>
        </message>
        <message>
            <source>Every start is ready: {houses} approve the board or reject it.</source>
            <translation>Every start is ready: {houses} approve the board or reject it.</translation>
        </message>
        <message>
            <source>{houses} reject the board: the starts are changed again.</source>
            <translation>{houses} reject the board: the starts are changed again.</translation>
        </message>
        <message>
            <source>The board is approved.</source>
            <translation>The board is approved.</translation>
        </message>
        <message>
            <source>{house} takes the {track} token from {victim} until the next Clash of Kings ({why}).</source>
            <translation>{house} takes the {track} token from {victim} until the next Clash of Kings ({why}).</translation>
        </message>
        <message>
            <source>The dominance tokens return to the first place of their tracks.</source>
            <translation>The dominance tokens return to the first place of their tracks.</translation>
        </message>
        <message>
            <source>{house} places {token} in {region} ({why}).</source>
            <translation>{house} places {token} in {region} ({why}).</translation>
        </message>
        <message>
            <source>After round {round} Westeros deck {decks}, the wildling deck and the loans are reshuffled.</source>
            <translation>After round {round} Westeros deck {decks}, the wildling deck and the loans are reshuffled.</translation>
        </message>
        <message>
            <source>After round {round} Westeros deck {decks} and the wildling deck are reshuffled.</source>
            <translation>After round {round} Westeros deck {decks} and the wildling deck are reshuffled.</translation>
        </message>
        <message>
            <source>adds</source>
            <translation>adds</translation>
        </message>
        <message>
            <source>removes</source>
            <translation>removes</translation>
        </message>
        <message>
            <source>places a Power token</source>
            <translation>places a Power token</translation>
        </message>
        <message>
            <source>takes back its Power token</source>
            <translation>takes back its Power token</translation>
        </message>
        <message>
            <source>sets a garrison of strength</source>
            <translation>sets a garrison of strength</translation>
        </message>
        <message>
            <source>removes the garrison</source>
            <translation>removes the garrison</translation>
        </message>
</context>
    <context>
        <name>Main</name>
        <message>
            <source>Events</source>
            <translation>Events</translation>
        </message>
        <message>
            <source>Connection lost; trying to reconnect…</source>
            <translation>Connection lost; trying to reconnect…</translation>
        </message>
        <message>
            <source>Reconnected.</source>
            <translation>Reconnected.</translation>
        </message>
        <message>
            <source>A Game of Thrones: The Board Game</source>
            <translation>A Game of Thrones: The Board Game</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;New game…</translation>
        </message>
        <message>
            <source>&amp;Load game…</source>
            <translation>&amp;Load game…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Save &amp;as…</translation>
        </message>
        <message>
            <source>&amp;Watch bots play</source>
            <translation>&amp;Watch bots play</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>Zoom &amp;in</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Zoom &amp;out</translation>
        </message>
        <message>
            <source>&amp;Fit map to window</source>
            <translation>&amp;Fit map to window</translation>
        </message>
        <message>
            <source>F&amp;ull screen</source>
            <translation>F&amp;ull screen</translation>
        </message>
        <message>
            <source>Full screen: press Esc or F11 to leave.</source>
            <translation>Full screen: press Esc or F11 to leave.</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Settings</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;About</translation>
        </message>
        <message>
            <source>Tracks</source>
            <translation>Tracks</translation>
        </message>
        <message>
            <source>Houses and their cards</source>
            <translation>Houses and their cards</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Log</translation>
        </message>
        <message>
            <source>Chat</source>
            <translation>Chat</translation>
        </message>
        <message>
            <source>Load game</source>
            <translation>Load game</translation>
        </message>
        <message>
            <source>Saved games (*.agot.json);;All files (*)</source>
            <translation>Saved games (*.agot.json);;All files (*)</translation>
        </message>
        <message>
            <source>This save cannot be loaded: {why}</source>
            <translation>This save cannot be loaded: {why}</translation>
        </message>
        <message>
            <source>Saved to {path}</source>
            <translation>Saved to {path}</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Save game</translation>
        </message>
        <message>
            <source>Saved games (*.agot.json)</source>
            <translation>Saved games (*.agot.json)</translation>
        </message>
        <message>
            <source>About</source>
            <translation>About</translation>
        </message>
        <message>
            <source>A Game of Thrones: The Board Game (second edition) for the desktop and the LAN.
Version {version}.</source>
            <translation>A Game of Thrones: The Board Game (second edition) for the desktop and the LAN.
Version {version}.</translation>
        </message>
        <message>
            <source>The game refused that: {reason}</source>
            <translation>The game refused that: {reason}</translation>
        </message>
        <message>
            <source>Planning</source>
            <translation>Planning</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>Westeros</source>
            <translation>Westeros</translation>
        </message>
        <message>
            <source>Battle</source>
            <translation>Battle</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Bidding</translation>
        </message>
        <message>
            <source>Wildling attack</source>
            <translation>Wildling attack</translation>
        </message>
        <message>
            <source>Mustering</source>
            <translation>Mustering</translation>
        </message>
        <message>
            <source>public view</source>
            <translation>public view</translation>
        </message>
        <message>
            <source>Round {n} of {last} · {phase} · showing: {who}</source>
            <translation>Round {n} of {last} · {phase} · showing: {who}</translation>
        </message>
        <message>
            <source>land</source>
            <translation>land</translation>
        </message>
        <message>
            <source>sea</source>
            <translation>sea</translation>
        </message>
        <message>
            <source>port</source>
            <translation>port</translation>
        </message>
        <message>
            <source>castle</source>
            <translation>castle</translation>
        </message>
        <message>
            <source>stronghold</source>
            <translation>stronghold</translation>
        </message>
        <message>
            <source>{n} supply barrel(s)</source>
            <translation>{n} supply barrel(s)</translation>
        </message>
        <message>
            <source>{n} power crown(s)</source>
            <translation>{n} power crown(s)</translation>
        </message>
        <message>
            <source>home of {house}</source>
            <translation>home of {house}</translation>
        </message>
        <message>
            <source>port of {area}</source>
            <translation>port of {area}</translation>
        </message>
        <message>
            <source>Out of play in this game.</source>
            <translation>Out of play in this game.</translation>
        </message>
        <message>
            <source>routed: {units}</source>
            <translation>routed: {units}</translation>
        </message>
        <message>
            <source>Order: {order} ({house})</source>
            <translation>Order: {order} ({house})</translation>
        </message>
        <message>
            <source>An order lies face down.</source>
            <translation>An order lies face down.</translation>
        </message>
        <message>
            <source>Power token of {house}</source>
            <translation>Power token of {house}</translation>
        </message>
        <message>
            <source>Garrison: strength {n}</source>
            <translation>Garrison: strength {n}</translation>
        </message>
        <message>
            <source>Neutral force: strength {n}</source>
            <translation>Neutral force: strength {n}</translation>
        </message>
        <message>
            <source>Controlled by {house}</source>
            <translation>Controlled by {house}</translation>
        </message>
        <message>
            <source>Tracks and houses</source>
            <translation>Tracks and houses</translation>
        </message>
        <message>
            <source>Fold the tracks and houses</source>
            <translation>Fold the tracks and houses</translation>
        </message>
        <message>
            <source>Decision and log</source>
            <translation>Decision and log</translation>
        </message>
        <message>
            <source>Fold the decision and log</source>
            <translation>Fold the decision and log</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Your turn</translation>
        </message>
        <message>
            <source>&amp;Rules quick reference</source>
            <translation>&amp;Rules quick reference</translation>
        </message>
        <message>
            <source>&amp;Sound when it is your turn</source>
            <translation>&amp;Sound when it is your turn</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Keyboard shortcuts</translation>
        </message>
        <message>
            <source>&amp;Animate other houses' moves</source>
            <translation>&amp;Animate other houses' moves</translation>
        </message>
        <message>
            <source>The game could not be saved: {why}</source>
            <translation>The game could not be saved: {why}</translation>
        </message>
        <message>
            <source>The host is gone: the connection to the game was lost. This window tries to join again by itself.</source>
            <translation>The host is gone: the connection to the game was lost. This window tries to join again by itself.</translation>
        </message>
        <message>
            <source>The host is not running the game at the moment (it may have ended it, or be restarting). This window keeps trying and joins again by itself when the host is back; if you leave, Rejoin the LAN game on the start page, or Join on the network page, takes you back.</source>
            <translation>The host is not running the game at the moment (it may have ended it, or be restarting). This window keeps trying and joins again by itself when the host is back; if you leave, Rejoin the LAN game on the start page, or Join on the network page, takes you back.</translation>
        </message>
        <message>
            <source>Connection lost; trying again in {n} s (attempt {k})…</source>
            <translation>Connection lost; trying again in {n} s (attempt {k})…</translation>
        </message>
        <message>
            <source>End of the round</source>
            <translation>End of the round</translation>
        </message>
            <message>
            <source>Objectives</source>
            <translation>Objectives</translation>
        </message>
        <message>
            <source>Back to the s&amp;tart page</source>
            <translation>Back to the s&amp;tart page</translation>
        </message>
        <message>
            <source>&amp;Play on the local network…</source>
            <translation>&amp;Play on the local network…</translation>
        </message>
        <message>
            <source>Winner: {house} after {rounds} rounds ({decisions} decisions)</source>
            <translation>Winner: {house} after {rounds} rounds ({decisions} decisions)</translation>
        </message>
        <message>
            <source>{ended} This window joins again by itself if the game is hosted again; Rejoin the LAN game on the start page, or Join on the network page, takes you back too.</source>
            <translation>{ended} This window joins again by itself if the game is hosted again; Rejoin the LAN game on the start page, or Join on the network page, takes you back too.</translation>
        </message>
        <message>
            <source>In the fog of war: what is there is out of sight.</source>
            <translation>In the fog of war: what is there is out of sight.</translation>
        </message>
        <message>
            <source>The houses were dealt: the player who chose {place} plays {house}.</source>
            <translation>The houses were dealt: the player who chose {place} plays {house}.</translation>
        </message>
        <message>
            <source>The houses were dealt: you play {house}.</source>
            <translation>The houses were dealt: you play {house}.</translation>
        </message>
        <message>
            <source>&amp;Pause the game</source>
            <translation>&amp;Pause the game</translation>
        </message>
        <message>
            <source>Nobody moves and no clock runs until the game resumes; bots wait.</source>
            <translation>Nobody moves and no clock runs until the game resumes; bots wait.</translation>
        </message>
        <message>
            <source>&amp;End the game after this round</source>
            <translation>&amp;End the game after this round</translation>
        </message>
        <message>
            <source>The game ends after this round.</source>
            <translation>The game ends after this round.</translation>
        </message>
        <message>
            <source>The game is paused: nobody moves until it resumes.</source>
            <translation>The game is paused: nobody moves until it resumes.</translation>
        </message>
        <message>
            <source>The game resumes.</source>
            <translation>The game resumes.</translation>
        </message>
        <message>
            <source>{subject}: answer under At the table.</source>
            <translation>{subject}: answer under At the table.</translation>
        </message>
</context>
    <context>
        <name>Names</name>
        <message>
            <source>Arryn</source>
            <translation>Arryn</translation>
        </message>
        <message>
            <source>Targaryen</source>
            <translation>Targaryen</translation>
        </message>
        <message>
            <source>The Vale of Arryn</source>
            <translation>The Vale of Arryn</translation>
        </message>
        <message>
            <source>The Bite</source>
            <translation>The Bite</translation>
        </message>
        <message>
            <source>Port of The Eyrie</source>
            <translation>Port of The Eyrie</translation>
        </message>
        <message>
            <source>Braavos</source>
            <translation>Braavos</translation>
        </message>
        <message>
            <source>Pentos</source>
            <translation>Pentos</translation>
        </message>
        <message>
            <source>Myr</source>
            <translation>Myr</translation>
        </message>
        <message>
            <source>Norvos</source>
            <translation>Norvos</translation>
        </message>
        <message>
            <source>The Rhoyne</source>
            <translation>The Rhoyne</translation>
        </message>
        <message>
            <source>Volantis</source>
            <translation>Volantis</translation>
        </message>
        <message>
            <source>The Disputed Lands</source>
            <translation>The Disputed Lands</translation>
        </message>
        <message>
            <source>Braavosian Coastlands</source>
            <translation>Braavosian Coastlands</translation>
        </message>
        <message>
            <source>Bay of Pentos</source>
            <translation>Bay of Pentos</translation>
        </message>
        <message>
            <source>Sea of Myrth</source>
            <translation>Sea of Myrth</translation>
        </message>
        <message>
            <source>The Orange Shore</source>
            <translation>The Orange Shore</translation>
        </message>
        <message>
            <source>Port of Braavos</source>
            <translation>Port of Braavos</translation>
        </message>
        <message>
            <source>Port of Pentos</source>
            <translation>Port of Pentos</translation>
        </message>
        <message>
            <source>Port of Volantis</source>
            <translation>Port of Volantis</translation>
        </message>
        <message>
            <source>Dragon</source>
            <translation>Dragon</translation>
        </message>
        <message>
            <source>Loyalty</source>
            <translation>Loyalty</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>Neutral</source>
            <translation>Neutral</translation>
        </message>
        <message>
            <source>Neutral force</source>
            <translation>Neutral force</translation>
        </message>
        <message>
            <source>Wildlings win, lowest bidder</source>
            <translation>Wildlings win, lowest bidder</translation>
        </message>
        <message>
            <source>Wildlings win, everyone else</source>
            <translation>Wildlings win, everyone else</translation>
        </message>
        <message>
            <source>Night's Watch wins, highest bidder</source>
            <translation>Night's Watch wins, highest bidder</translation>
        </message>
        <message>
            <source>Footman</source>
            <translation>Footman</translation>
        </message>
        <message>
            <source>Knight</source>
            <translation>Knight</translation>
        </message>
        <message>
            <source>Ship</source>
            <translation>Ship</translation>
        </message>
        <message>
            <source>Siege engine</source>
            <translation>Siege engine</translation>
        </message>
        <message>
            <source>Upgrade to {unit}</source>
            <translation>Upgrade to {unit}</translation>
        </message>
        <message>
            <source>March</source>
            <translation>March</translation>
        </message>
        <message>
            <source>Defense</source>
            <translation>Defense</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Support</translation>
        </message>
        <message>
            <source>Raid</source>
            <translation>Raid</translation>
        </message>
        <message>
            <source>Consolidate Power</source>
            <translation>Consolidate Power</translation>
        </message>
        <message>
            <source>Clash of Kings: {track}</source>
            <translation>Clash of Kings: {track}</translation>
        </message>
        <message>
            <source>Wildling attack</source>
            <translation>Wildling attack</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nothing</translation>
        </message>
        <message>
            <source>+1 combat strength</source>
            <translation>+1 combat strength</translation>
        </message>
        <message>
            <source>redraw the Tides of Battle card</source>
            <translation>redraw the Tides of Battle card</translation>
        </message>
        <message>
            <source>cancel it</source>
            <translation>cancel it</translation>
        </message>
        <message>
            <source>keep</source>
            <translation>keep</translation>
        </message>
        <message>
            <source>put it at the bottom</source>
            <translation>put it at the bottom</translation>
        </message>
        <message>
            <source>consolidate power</source>
            <translation>consolidate power</translation>
        </message>
        <message>
            <source>muster</source>
            <translation>muster</translation>
        </message>
        <message>
            <source>destroy two units</source>
            <translation>destroy two units</translation>
        </message>
        <message>
            <source>drop two places on a track</source>
            <translation>drop two places on a track</translation>
        </message>
        <message>
            <source>attacker</source>
            <translation>attacker</translation>
        </message>
        <message>
            <source>defender</source>
            <translation>defender</translation>
        </message>
        <message>
            <source>March +1</source>
            <translation>March +1</translation>
        </message>
        <message>
            <source>casualties</source>
            <translation>casualties</translation>
        </message>
        <message>
            <source>cannot retreat</source>
            <translation>cannot retreat</translation>
        </message>
        <message>
            <source>no retreat possible</source>
            <translation>no retreat possible</translation>
        </message>
        <message>
            <source>supply limit</source>
            <translation>supply limit</translation>
        </message>
        <message>
            <source>most castles after the last round</source>
            <translation>most castles after the last round</translation>
        </message>
        <message>
            <source>seven castles and strongholds</source>
            <translation>seven castles and strongholds</translation>
        </message>
        <message>
            <source>Valyrian Steel Blade</source>
            <translation>Valyrian Steel Blade</translation>
        </message>
        <message>
            <source>lowest bidder</source>
            <translation>lowest bidder</translation>
        </message>
        <message>
            <source>highest bidder</source>
            <translation>highest bidder</translation>
        </message>
        <message>
            <source>Preemptive Raid</source>
            <translation>Preemptive Raid</translation>
        </message>
        <message>
            <source>A King Beyond the Wall</source>
            <translation>A King Beyond the Wall</translation>
        </message>
        <message>
            <source>Consolidate Power ★</source>
            <translation>Consolidate Power ★</translation>
        </message>
        <message>
            <source>ships in a port</source>
            <translation>ships in a port</translation>
        </message>
        <message>
            <source>Messenger Raven</source>
            <translation>Messenger Raven</translation>
        </message>
        <message>
            <source>Stark</source>
            <translation>Stark</translation>
        </message>
        <message>
            <source>Lannister</source>
            <translation>Lannister</translation>
        </message>
        <message>
            <source>Baratheon</source>
            <translation>Baratheon</translation>
        </message>
        <message>
            <source>Greyjoy</source>
            <translation>Greyjoy</translation>
        </message>
        <message>
            <source>Tyrell</source>
            <translation>Tyrell</translation>
        </message>
        <message>
            <source>Martell</source>
            <translation>Martell</translation>
        </message>
        <message>
            <source>Blackwater</source>
            <translation>Blackwater</translation>
        </message>
        <message>
            <source>Castle Black</source>
            <translation>Castle Black</translation>
        </message>
        <message>
            <source>Crackclaw Point</source>
            <translation>Crackclaw Point</translation>
        </message>
        <message>
            <source>Dornish Marches</source>
            <translation>Dornish Marches</translation>
        </message>
        <message>
            <source>Dragonstone</source>
            <translation>Dragonstone</translation>
        </message>
        <message>
            <source>Flint's Finger</source>
            <translation>Flint's Finger</translation>
        </message>
        <message>
            <source>Greywater Watch</source>
            <translation>Greywater Watch</translation>
        </message>
        <message>
            <source>Harrenhal</source>
            <translation>Harrenhal</translation>
        </message>
        <message>
            <source>Highgarden</source>
            <translation>Highgarden</translation>
        </message>
        <message>
            <source>Karhold</source>
            <translation>Karhold</translation>
        </message>
        <message>
            <source>King's Landing</source>
            <translation>King's Landing</translation>
        </message>
        <message>
            <source>Kingswood</source>
            <translation>Kingswood</translation>
        </message>
        <message>
            <source>Lannisport</source>
            <translation>Lannisport</translation>
        </message>
        <message>
            <source>Moat Cailin</source>
            <translation>Moat Cailin</translation>
        </message>
        <message>
            <source>Oldtown</source>
            <translation>Oldtown</translation>
        </message>
        <message>
            <source>Prince's Pass</source>
            <translation>Prince's Pass</translation>
        </message>
        <message>
            <source>Pyke</source>
            <translation>Pyke</translation>
        </message>
        <message>
            <source>Riverrun</source>
            <translation>Riverrun</translation>
        </message>
        <message>
            <source>Salt Shore</source>
            <translation>Salt Shore</translation>
        </message>
        <message>
            <source>Seagard</source>
            <translation>Seagard</translation>
        </message>
        <message>
            <source>Searoad Marches</source>
            <translation>Searoad Marches</translation>
        </message>
        <message>
            <source>Starfall</source>
            <translation>Starfall</translation>
        </message>
        <message>
            <source>Stoney Sept</source>
            <translation>Stoney Sept</translation>
        </message>
        <message>
            <source>Storm's End</source>
            <translation>Storm's End</translation>
        </message>
        <message>
            <source>Sunspear</source>
            <translation>Sunspear</translation>
        </message>
        <message>
            <source>The Arbor</source>
            <translation>The Arbor</translation>
        </message>
        <message>
            <source>The Boneway</source>
            <translation>The Boneway</translation>
        </message>
        <message>
            <source>The Eyrie</source>
            <translation>The Eyrie</translation>
        </message>
        <message>
            <source>The Fingers</source>
            <translation>The Fingers</translation>
        </message>
        <message>
            <source>The Mountains of the Moon</source>
            <translation>The Mountains of the Moon</translation>
        </message>
        <message>
            <source>The Reach</source>
            <translation>The Reach</translation>
        </message>
        <message>
            <source>The Stony Shore</source>
            <translation>The Stony Shore</translation>
        </message>
        <message>
            <source>The Twins</source>
            <translation>The Twins</translation>
        </message>
        <message>
            <source>Three Towers</source>
            <translation>Three Towers</translation>
        </message>
        <message>
            <source>White Harbor</source>
            <translation>White Harbor</translation>
        </message>
        <message>
            <source>Widow's Watch</source>
            <translation>Widow's Watch</translation>
        </message>
        <message>
            <source>Winterfell</source>
            <translation>Winterfell</translation>
        </message>
        <message>
            <source>Yronwood</source>
            <translation>Yronwood</translation>
        </message>
        <message>
            <source>Bay of Ice</source>
            <translation>Bay of Ice</translation>
        </message>
        <message>
            <source>Blackwater Bay</source>
            <translation>Blackwater Bay</translation>
        </message>
        <message>
            <source>East Summer Sea</source>
            <translation>East Summer Sea</translation>
        </message>
        <message>
            <source>Ironman's Bay</source>
            <translation>Ironman's Bay</translation>
        </message>
        <message>
            <source>Redwyne Straits</source>
            <translation>Redwyne Straits</translation>
        </message>
        <message>
            <source>Sea of Dorne</source>
            <translation>Sea of Dorne</translation>
        </message>
        <message>
            <source>Shipbreaker Bay</source>
            <translation>Shipbreaker Bay</translation>
        </message>
        <message>
            <source>Sunset Sea</source>
            <translation>Sunset Sea</translation>
        </message>
        <message>
            <source>The Golden Sound</source>
            <translation>The Golden Sound</translation>
        </message>
        <message>
            <source>The Narrow Sea</source>
            <translation>The Narrow Sea</translation>
        </message>
        <message>
            <source>The Shivering Sea</source>
            <translation>The Shivering Sea</translation>
        </message>
        <message>
            <source>West Summer Sea</source>
            <translation>West Summer Sea</translation>
        </message>
        <message>
            <source>Port of Dragonstone</source>
            <translation>Port of Dragonstone</translation>
        </message>
        <message>
            <source>Port of Lannisport</source>
            <translation>Port of Lannisport</translation>
        </message>
        <message>
            <source>Port of Oldtown</source>
            <translation>Port of Oldtown</translation>
        </message>
        <message>
            <source>Port of Pyke</source>
            <translation>Port of Pyke</translation>
        </message>
        <message>
            <source>Port of Storm's End</source>
            <translation>Port of Storm's End</translation>
        </message>
        <message>
            <source>Port of Sunspear</source>
            <translation>Port of Sunspear</translation>
        </message>
        <message>
            <source>Port of White Harbor</source>
            <translation>Port of White Harbor</translation>
        </message>
        <message>
            <source>Port of Winterfell</source>
            <translation>Port of Winterfell</translation>
        </message>
        <message>
            <source>Iron Throne</source>
            <translation>Iron Throne</translation>
        </message>
        <message>
            <source>Fiefdoms</source>
            <translation>Fiefdoms</translation>
        </message>
        <message>
            <source>King's Court</source>
            <translation>King's Court</translation>
        </message>
        <message>
            <source>Eddard Stark</source>
            <translation>Eddard Stark</translation>
        </message>
        <message>
            <source>Robb Stark</source>
            <translation>Robb Stark</translation>
        </message>
        <message>
            <source>Roose Bolton</source>
            <translation>Roose Bolton</translation>
        </message>
        <message>
            <source>Greatjon Umber</source>
            <translation>Greatjon Umber</translation>
        </message>
        <message>
            <source>Ser Rodrick Cassel</source>
            <translation>Ser Rodrick Cassel</translation>
        </message>
        <message>
            <source>The Blackfish</source>
            <translation>The Blackfish</translation>
        </message>
        <message>
            <source>Catelyn Stark</source>
            <translation>Catelyn Stark</translation>
        </message>
        <message>
            <source>Tywin Lannister</source>
            <translation>Tywin Lannister</translation>
        </message>
        <message>
            <source>Ser Gregor Clegane</source>
            <translation>Ser Gregor Clegane</translation>
        </message>
        <message>
            <source>Ser Jaime Lannister</source>
            <translation>Ser Jaime Lannister</translation>
        </message>
        <message>
            <source>The Hound</source>
            <translation>The Hound</translation>
        </message>
        <message>
            <source>Ser Kevan Lannister</source>
            <translation>Ser Kevan Lannister</translation>
        </message>
        <message>
            <source>Tyrion Lannister</source>
            <translation>Tyrion Lannister</translation>
        </message>
        <message>
            <source>Cersei Lannister</source>
            <translation>Cersei Lannister</translation>
        </message>
        <message>
            <source>Stannis Baratheon</source>
            <translation>Stannis Baratheon</translation>
        </message>
        <message>
            <source>Renly Baratheon</source>
            <translation>Renly Baratheon</translation>
        </message>
        <message>
            <source>Ser Davos Seaworth</source>
            <translation>Ser Davos Seaworth</translation>
        </message>
        <message>
            <source>Brienne of Tarth</source>
            <translation>Brienne of Tarth</translation>
        </message>
        <message>
            <source>Salladhor Saan</source>
            <translation>Salladhor Saan</translation>
        </message>
        <message>
            <source>Melisandre</source>
            <translation>Melisandre</translation>
        </message>
        <message>
            <source>Patchface</source>
            <translation>Patchface</translation>
        </message>
        <message>
            <source>Euron Crow's Eye</source>
            <translation>Euron Crow's Eye</translation>
        </message>
        <message>
            <source>Victarion Greyjoy</source>
            <translation>Victarion Greyjoy</translation>
        </message>
        <message>
            <source>Balon Greyjoy</source>
            <translation>Balon Greyjoy</translation>
        </message>
        <message>
            <source>Theon Greyjoy</source>
            <translation>Theon Greyjoy</translation>
        </message>
        <message>
            <source>Dagmar Cleftjaw</source>
            <translation>Dagmar Cleftjaw</translation>
        </message>
        <message>
            <source>Asha Greyjoy</source>
            <translation>Asha Greyjoy</translation>
        </message>
        <message>
            <source>Aeron Damphair</source>
            <translation>Aeron Damphair</translation>
        </message>
        <message>
            <source>Mace Tyrell</source>
            <translation>Mace Tyrell</translation>
        </message>
        <message>
            <source>Ser Loras Tyrell</source>
            <translation>Ser Loras Tyrell</translation>
        </message>
        <message>
            <source>Randyll Tarly</source>
            <translation>Randyll Tarly</translation>
        </message>
        <message>
            <source>Ser Garlan Tyrell</source>
            <translation>Ser Garlan Tyrell</translation>
        </message>
        <message>
            <source>Margaery Tyrell</source>
            <translation>Margaery Tyrell</translation>
        </message>
        <message>
            <source>Alester Florent</source>
            <translation>Alester Florent</translation>
        </message>
        <message>
            <source>Queen of Thorns</source>
            <translation>Queen of Thorns</translation>
        </message>
        <message>
            <source>The Red Viper</source>
            <translation>The Red Viper</translation>
        </message>
        <message>
            <source>Areo Hotah</source>
            <translation>Areo Hotah</translation>
        </message>
        <message>
            <source>Darkstar</source>
            <translation>Darkstar</translation>
        </message>
        <message>
            <source>Obara Sand</source>
            <translation>Obara Sand</translation>
        </message>
        <message>
            <source>Arianne Martell</source>
            <translation>Arianne Martell</translation>
        </message>
        <message>
            <source>Nymeria Sand</source>
            <translation>Nymeria Sand</translation>
        </message>
        <message>
            <source>Doran Martell</source>
            <translation>Doran Martell</translation>
        </message>
        <message>
            <source>Last Days of Summer</source>
            <translation>Last Days of Summer</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Supply</translation>
        </message>
        <message>
            <source>Mustering</source>
            <translation>Mustering</translation>
        </message>
        <message>
            <source>A Throne of Blades</source>
            <translation>A Throne of Blades</translation>
        </message>
        <message>
            <source>Winter is Coming</source>
            <translation>Winter is Coming</translation>
        </message>
        <message>
            <source>Game of Thrones</source>
            <translation>Game of Thrones</translation>
        </message>
        <message>
            <source>Dark Wings, Dark Words</source>
            <translation>Dark Wings, Dark Words</translation>
        </message>
        <message>
            <source>Clash of Kings</source>
            <translation>Clash of Kings</translation>
        </message>
        <message>
            <source>Put to the Sword</source>
            <translation>Put to the Sword</translation>
        </message>
        <message>
            <source>Storm of Swords</source>
            <translation>Storm of Swords</translation>
        </message>
        <message>
            <source>Rains of Autumn</source>
            <translation>Rains of Autumn</translation>
        </message>
        <message>
            <source>Sea of Storms</source>
            <translation>Sea of Storms</translation>
        </message>
        <message>
            <source>Web of Lies</source>
            <translation>Web of Lies</translation>
        </message>
        <message>
            <source>Feast for Crows</source>
            <translation>Feast for Crows</translation>
        </message>
        <message>
            <source>Wildlings Attack</source>
            <translation>Wildlings Attack</translation>
        </message>
        <message>
            <source>Silence at the Wall</source>
            <translation>Silence at the Wall</translation>
        </message>
        <message>
            <source>Crow Killers</source>
            <translation>Crow Killers</translation>
        </message>
        <message>
            <source>Rattleshirt's Raiders</source>
            <translation>Rattleshirt's Raiders</translation>
        </message>
        <message>
            <source>Massing on the Milkwater</source>
            <translation>Massing on the Milkwater</translation>
        </message>
        <message>
            <source>Mammoth Riders</source>
            <translation>Mammoth Riders</translation>
        </message>
        <message>
            <source>The Horde Descends</source>
            <translation>The Horde Descends</translation>
        </message>
        <message>
            <source>Skinchanger Scout</source>
            <translation>Skinchanger Scout</translation>
        </message>
        <message>
            <source>Second edition</source>
            <translation>Second edition</translation>
        </message>
        <message>
            <source>Mother of Dragons</source>
            <translation>Mother of Dragons</translation>
        </message>
        <message>
            <source>Aeron Damphair</source>
            <comment>first edition</comment>
            <translation>Aeron Damphair</translation>
        </message>
        <message>
            <source>Asha Greyjoy</source>
            <comment>first edition</comment>
            <translation>Asha Greyjoy</translation>
        </message>
        <message>
            <source>Axell Florent</source>
            <comment>first edition</comment>
            <translation>Axell Florent</translation>
        </message>
        <message>
            <source>Balon Greyjoy</source>
            <comment>first edition</comment>
            <translation>Balon Greyjoy</translation>
        </message>
        <message>
            <source>Brienne of Tarth</source>
            <comment>first edition</comment>
            <translation>Brienne of Tarth</translation>
        </message>
        <message>
            <source>Catelyn Stark</source>
            <comment>first edition</comment>
            <translation>Catelyn Stark</translation>
        </message>
        <message>
            <source>Cersei Lannister</source>
            <comment>first edition</comment>
            <translation>Cersei Lannister</translation>
        </message>
        <message>
            <source>Clash of Kings</source>
            <comment>first edition</comment>
            <translation>Clash of Kings</translation>
        </message>
        <message>
            <source>Davos Seaworth</source>
            <comment>first edition</comment>
            <translation>Davos Seaworth</translation>
        </message>
        <message>
            <source>Eddard Stark</source>
            <comment>first edition</comment>
            <translation>Eddard Stark</translation>
        </message>
        <message>
            <source>Euron Crow's Eye</source>
            <comment>first edition</comment>
            <translation>Euron Crow's Eye</translation>
        </message>
        <message>
            <source>Feast for Crows</source>
            <comment>first edition</comment>
            <translation>Feast for Crows</translation>
        </message>
        <message>
            <source>Game of Thrones</source>
            <comment>first edition</comment>
            <translation>Game of Thrones</translation>
        </message>
        <message>
            <source>Garlan Tyrell</source>
            <comment>first edition</comment>
            <translation>Garlan Tyrell</translation>
        </message>
        <message>
            <source>Greatjon Umber</source>
            <comment>first edition</comment>
            <translation>Greatjon Umber</translation>
        </message>
        <message>
            <source>House Blacktyde Captain</source>
            <comment>first edition</comment>
            <translation>House Blacktyde Captain</translation>
        </message>
        <message>
            <source>House Florent Lord</source>
            <comment>first edition</comment>
            <translation>House Florent Lord</translation>
        </message>
        <message>
            <source>House Lannister Captain</source>
            <comment>first edition</comment>
            <translation>House Lannister Captain</translation>
        </message>
        <message>
            <source>House Mormont Lord</source>
            <comment>first edition</comment>
            <translation>House Mormont Lord</translation>
        </message>
        <message>
            <source>House Tyrell Captain</source>
            <comment>first edition</comment>
            <translation>House Tyrell Captain</translation>
        </message>
        <message>
            <source>Jaime Lannister</source>
            <comment>first edition</comment>
            <translation>Jaime Lannister</translation>
        </message>
        <message>
            <source>Kevan Lannister</source>
            <comment>first edition</comment>
            <translation>Kevan Lannister</translation>
        </message>
        <message>
            <source>Last Days of Summer</source>
            <comment>first edition</comment>
            <translation>Last Days of Summer</translation>
        </message>
        <message>
            <source>Loras Tyrell</source>
            <comment>first edition</comment>
            <translation>Loras Tyrell</translation>
        </message>
        <message>
            <source>Mace Tyrell</source>
            <comment>first edition</comment>
            <translation>Mace Tyrell</translation>
        </message>
        <message>
            <source>Maester Luwin</source>
            <comment>first edition</comment>
            <translation>Maester Luwin</translation>
        </message>
        <message>
            <source>Margaery Tyrell</source>
            <comment>first edition</comment>
            <translation>Margaery Tyrell</translation>
        </message>
        <message>
            <source>Melisandre of Asshai</source>
            <comment>first edition</comment>
            <translation>Melisandre of Asshai</translation>
        </message>
        <message>
            <source>Mustering</source>
            <comment>first edition</comment>
            <translation>Mustering</translation>
        </message>
        <message>
            <source>Pyke</source>
            <comment>first edition</comment>
            <translation>Pyke</translation>
        </message>
        <message>
            <source>Queen of Thorns</source>
            <comment>first edition</comment>
            <translation>Queen of Thorns</translation>
        </message>
        <message>
            <source>Rains of Autumn</source>
            <comment>first edition</comment>
            <translation>Rains of Autumn</translation>
        </message>
        <message>
            <source>Renly Baratheon</source>
            <comment>first edition</comment>
            <translation>Renly Baratheon</translation>
        </message>
        <message>
            <source>Robb Stark</source>
            <comment>first edition</comment>
            <translation>Robb Stark</translation>
        </message>
        <message>
            <source>Rodrick Cassel</source>
            <comment>first edition</comment>
            <translation>Rodrick Cassel</translation>
        </message>
        <message>
            <source>Salladhor Saan</source>
            <comment>first edition</comment>
            <translation>Salladhor Saan</translation>
        </message>
        <message>
            <source>Sea of Storms</source>
            <comment>first edition</comment>
            <translation>Sea of Storms</translation>
        </message>
        <message>
            <source>Stannis Baratheon</source>
            <comment>first edition</comment>
            <translation>Stannis Baratheon</translation>
        </message>
        <message>
            <source>Storm of Swords</source>
            <comment>first edition</comment>
            <translation>Storm of Swords</translation>
        </message>
        <message>
            <source>Supply</source>
            <comment>first edition</comment>
            <translation>Supply</translation>
        </message>
        <message>
            <source>Theon Greyjoy</source>
            <comment>first edition</comment>
            <translation>Theon Greyjoy</translation>
        </message>
        <message>
            <source>Tyrion Lannister</source>
            <comment>first edition</comment>
            <translation>Tyrion Lannister</translation>
        </message>
        <message>
            <source>Tywin Lannister</source>
            <comment>first edition</comment>
            <translation>Tywin Lannister</translation>
        </message>
        <message>
            <source>Vargo Hoat</source>
            <comment>first edition</comment>
            <translation>Vargo Hoat</translation>
        </message>
        <message>
            <source>Victarion Greyjoy</source>
            <comment>first edition</comment>
            <translation>Victarion Greyjoy</translation>
        </message>
        <message>
            <source>Wildling Attack</source>
            <comment>first edition</comment>
            <translation>Wildling Attack</translation>
        </message>
        <message>
            <source>Winter is Coming</source>
            <comment>first edition</comment>
            <translation>Winter is Coming</translation>
        </message>
        <message>
            <source>Axell Florent</source>
            <translation>Axell Florent</translation>
        </message>
        <message>
            <source>Davos Seaworth</source>
            <translation>Davos Seaworth</translation>
        </message>
        <message>
            <source>Garlan Tyrell</source>
            <translation>Garlan Tyrell</translation>
        </message>
        <message>
            <source>House Blacktyde Captain</source>
            <translation>House Blacktyde Captain</translation>
        </message>
        <message>
            <source>House Florent Lord</source>
            <translation>House Florent Lord</translation>
        </message>
        <message>
            <source>House Lannister Captain</source>
            <translation>House Lannister Captain</translation>
        </message>
        <message>
            <source>House Mormont Lord</source>
            <translation>House Mormont Lord</translation>
        </message>
        <message>
            <source>House Tyrell Captain</source>
            <translation>House Tyrell Captain</translation>
        </message>
        <message>
            <source>Jaime Lannister</source>
            <translation>Jaime Lannister</translation>
        </message>
        <message>
            <source>Kevan Lannister</source>
            <translation>Kevan Lannister</translation>
        </message>
        <message>
            <source>Loras Tyrell</source>
            <translation>Loras Tyrell</translation>
        </message>
        <message>
            <source>Maester Luwin</source>
            <translation>Maester Luwin</translation>
        </message>
        <message>
            <source>Melisandre of Asshai</source>
            <translation>Melisandre of Asshai</translation>
        </message>
        <message>
            <source>Rodrick Cassel</source>
            <translation>Rodrick Cassel</translation>
        </message>
        <message>
            <source>Vargo Hoat</source>
            <translation>Vargo Hoat</translation>
        </message>
        <message>
            <source>Wildling Attack</source>
            <translation>Wildling Attack</translation>
        </message>
        <message>
            <source>First edition</source>
            <translation>First edition</translation>
        </message>
        <message>
            <source>Raid ★: a second order</source>
            <translation>Raid ★: a second order</translation>
        </message>
        <message>
            <source>a used house card back</source>
            <translation>a used house card back</translation>
        </message>
        <message>
            <source>wildling losses</source>
            <translation>wildling losses</translation>
        </message>
        <message>
            <source>the Night's Watch holds</source>
            <translation>the Night's Watch holds</translation>
        </message>
        <message>
            <source>the castles and strongholds that win at once</source>
            <translation>the castles and strongholds that win at once</translation>
        </message>
        <message>
            <source>strength 0</source>
            <translation>strength 0</translation>
        </message>
        <message>
            <source>strength 2</source>
            <translation>strength 2</translation>
        </message>
        <message>
            <source>strength 3</source>
            <translation>strength 3</translation>
        </message>
        <message>
            <source>strength 1 and a sword</source>
            <translation>strength 1 and a sword</translation>
        </message>
        <message>
            <source>strength 1 and a fortification</source>
            <translation>strength 1 and a fortification</translation>
        </message>
        <message>
            <source>a skull</source>
            <translation>a skull</translation>
        </message>
        <message>
            <source>Iron Throne</source>
            <comment>first edition</comment>
            <translation>Iron Throne</translation>
        </message>
        <message>
            <source>Fiefdoms</source>
            <comment>first edition</comment>
            <translation>Fiefdoms</translation>
        </message>
        <message>
            <source>King's Court</source>
            <comment>first edition</comment>
            <translation>King's Court</translation>
        </message>
        <message>
            <source>Fiefdoms (Valyrian Steel Blade) track</source>
            <comment>first edition</comment>
            <translation>Fiefdoms (Valyrian Steel Blade) track</translation>
        </message>
        <message>
            <source>Iron Throne track</source>
            <comment>first edition</comment>
            <translation>Iron Throne track</translation>
        </message>
        <message>
            <source>King's Court (Messenger Raven) track</source>
            <comment>first edition</comment>
            <translation>King's Court (Messenger Raven) track</translation>
        </message>
        <message>
            <source>Fiefdoms (Valyrian Steel Blade) track</source>
            <translation>Fiefdoms (Valyrian Steel Blade) track</translation>
        </message>
        <message>
            <source>Iron Throne track</source>
            <translation>Iron Throne track</translation>
        </message>
        <message>
            <source>King's Court (Messenger Raven) track</source>
            <translation>King's Court (Messenger Raven) track</translation>
        </message>
        <message>
            <source>{label}: {value}</source>
            <translation>{label}: {value}</translation>
        </message>
        <message>
            <source>{text} ({note})</source>
            <translation>{text} ({note})</translation>
        </message>
        <message>
            <source>({text})</source>
            <translation>({text})</translation>
        </message>
        <message>
            <source>Lysa Arryn</source>
            <translation>Lysa Arryn</translation>
        </message>
        <message>
            <source>Bronze Yohn Royce</source>
            <translation>Bronze Yohn Royce</translation>
        </message>
        <message>
            <source>Ser Vardis Egen</source>
            <translation>Ser Vardis Egen</translation>
        </message>
        <message>
            <source>Harry Hardyng</source>
            <translation>Harry Hardyng</translation>
        </message>
        <message>
            <source>Godric Borrell</source>
            <translation>Godric Borrell</translation>
        </message>
        <message>
            <source>Anya Waynwood</source>
            <translation>Anya Waynwood</translation>
        </message>
        <message>
            <source>Robert Arryn</source>
            <translation>Robert Arryn</translation>
        </message>
        <message>
            <source>Khal Drogo</source>
            <translation>Khal Drogo</translation>
        </message>
        <message>
            <source>Arstan Whitebeard</source>
            <translation>Arstan Whitebeard</translation>
        </message>
        <message>
            <source>Xaro Xhoan Daxos</source>
            <translation>Xaro Xhoan Daxos</translation>
        </message>
        <message>
            <source>Ser Jorah Mormont</source>
            <translation>Ser Jorah Mormont</translation>
        </message>
        <message>
            <source>Daenerys Targaryen</source>
            <translation>Daenerys Targaryen</translation>
        </message>
        <message>
            <source>Viserys Targaryen</source>
            <translation>Viserys Targaryen</translation>
        </message>
        <message>
            <source>Illyrio Mopatis</source>
            <translation>Illyrio Mopatis</translation>
        </message>
        <message>
            <source>Daario Naharis</source>
            <translation>Daario Naharis</translation>
        </message>
        <message>
            <source>Gray Worm</source>
            <translation>Gray Worm</translation>
        </message>
        <message>
            <source>Strong Belwas</source>
            <translation>Strong Belwas</translation>
        </message>
        <message>
            <source>Captain Groleo</source>
            <translation>Captain Groleo</translation>
        </message>
        <message>
            <source>Rakharo</source>
            <translation>Rakharo</translation>
        </message>
        <message>
            <source>Missandei</source>
            <translation>Missandei</translation>
        </message>
        <message>
            <source>Ser Daven Lannister</source>
            <translation>Ser Daven Lannister</translation>
        </message>
        <message>
            <source>Ser Ilyn Payne</source>
            <translation>Ser Ilyn Payne</translation>
        </message>
        <message>
            <source>Ser Addam Marbrand</source>
            <translation>Ser Addam Marbrand</translation>
        </message>
        <message>
            <source>Qyburn</source>
            <translation>Qyburn</translation>
        </message>
        <message>
            <source>Ramsay Bolton</source>
            <translation>Ramsay Bolton</translation>
        </message>
        <message>
            <source>Black Walder</source>
            <translation>Black Walder</translation>
        </message>
        <message>
            <source>Steelshanks Walton</source>
            <translation>Steelshanks Walton</translation>
        </message>
        <message>
            <source>Damon Dance-for-Me</source>
            <translation>Damon Dance-for-Me</translation>
        </message>
        <message>
            <source>Walder Frey</source>
            <translation>Walder Frey</translation>
        </message>
        <message>
            <source>Reek</source>
            <translation>Reek</translation>
        </message>
        <message>
            <source>Jon Snow</source>
            <translation>Jon Snow</translation>
        </message>
        <message>
            <source>Bastard of Nightsong</source>
            <translation>Bastard of Nightsong</translation>
        </message>
        <message>
            <source>Ser Axell Florent</source>
            <translation>Ser Axell Florent</translation>
        </message>
        <message>
            <source>Mance Rayder</source>
            <translation>Mance Rayder</translation>
        </message>
        <message>
            <source>Rodrik the Reader</source>
            <translation>Rodrik the Reader</translation>
        </message>
        <message>
            <source>Qarl the Maid</source>
            <translation>Qarl the Maid</translation>
        </message>
        <message>
            <source>Ser Harras Harlaw</source>
            <translation>Ser Harras Harlaw</translation>
        </message>
        <message>
            <source>Bastard of Godsgrace</source>
            <translation>Bastard of Godsgrace</translation>
        </message>
        <message>
            <source>Big Man</source>
            <translation>Big Man</translation>
        </message>
        <message>
            <source>Ser Gerris Drinkwater</source>
            <translation>Ser Gerris Drinkwater</translation>
        </message>
        <message>
            <source>Quentyn Martell</source>
            <translation>Quentyn Martell</translation>
        </message>
        <message>
            <source>Willas Tyrell</source>
            <translation>Willas Tyrell</translation>
        </message>
        <message>
            <source>Ser Jon Fossoway</source>
            <translation>Ser Jon Fossoway</translation>
        </message>
        <message>
            <source>Paxter Redwyne</source>
            <translation>Paxter Redwyne</translation>
        </message>
        <message>
            <source>Bolton</source>
            <translation>Bolton</translation>
        </message>
        <message>
            <source>A Dance with Dragons</source>
            <translation>A Dance with Dragons</translation>
        </message>
        <message>
            <source>one space up</source>
            <translation>one space up</translation>
        </message>
        <message>
            <source>one space down</source>
            <translation>one space down</translation>
        </message>
        <message>
            <source>Domestic Disputes</source>
            <translation>Domestic Disputes</translation>
        </message>
        <message>
            <source>Empty Promises</source>
            <translation>Empty Promises</translation>
        </message>
        <message>
            <source>Fire Made Flesh</source>
            <translation>Fire Made Flesh</translation>
        </message>
        <message>
            <source>Playing with Fire</source>
            <translation>Playing with Fire</translation>
        </message>
        <message>
            <source>Scattering Dissent</source>
            <translation>Scattering Dissent</translation>
        </message>
        <message>
            <source>Southron Ambitions</source>
            <translation>Southron Ambitions</translation>
        </message>
        <message>
            <source>Strongholds of Resistance</source>
            <translation>Strongholds of Resistance</translation>
        </message>
        <message>
            <source>The Long Plan</source>
            <translation>The Long Plan</translation>
        </message>
        <message>
            <source>Watering the Seed</source>
            <translation>Watering the Seed</translation>
        </message>
        <message>
            <source>Word Spreads Quickly</source>
            <translation>Word Spreads Quickly</translation>
        </message>
        <message>
            <source>supply limit after the retreat</source>
            <translation>supply limit after the retreat</translation>
        </message>
        <message>
            <source>Varys</source>
            <translation>Varys</translation>
        </message>
        <message>
            <source>Syrio Forel</source>
            <translation>Syrio Forel</translation>
        </message>
        <message>
            <source>Jaqen H'ghar</source>
            <translation>Jaqen H'ghar</translation>
        </message>
        <message>
            <source>Janos Slynt</source>
            <translation>Janos Slynt</translation>
        </message>
        <message>
            <source>Jon Connington</source>
            <translation>Jon Connington</translation>
        </message>
        <message>
            <source>Beric Dondarrion</source>
            <translation>Beric Dondarrion</translation>
        </message>
        <message>
            <source>Bronn</source>
            <translation>Bronn</translation>
        </message>
            <message>
            <source>A Feast for Crows</source>
            <translation>A Feast for Crows</translation>
        </message>
        <message>
            <source>Littlefinger</source>
            <translation>Littlefinger</translation>
        </message>
        <message>
            <source>Nestor Royce</source>
            <translation>Nestor Royce</translation>
        </message>
        <message>
            <source>Lyn Corbray</source>
            <translation>Lyn Corbray</translation>
        </message>
        <message>
            <source>Alayne Stone</source>
            <translation>Alayne Stone</translation>
        </message>
        <message>
            <source>Lothor Brune</source>
            <translation>Lothor Brune</translation>
        </message>
        <message>
            <source>Rally the Men</source>
            <translation>Rally the Men</translation>
        </message>
        <message>
            <source>The Burden of Power</source>
            <translation>The Burden of Power</translation>
        </message>
        <message>
            <source>Famine</source>
            <translation>Famine</translation>
        </message>
        <message>
            <source>Ironborn Raid</source>
            <translation>Ironborn Raid</translation>
        </message>
        <message>
            <source>Shifting Ambitions</source>
            <translation>Shifting Ambitions</translation>
        </message>
        <message>
            <source>New Information</source>
            <translation>New Information</translation>
        </message>
        <message>
            <source>Stop the Storm</source>
            <translation>Stop the Storm</translation>
        </message>
        <message>
            <source>Cavalry Charge</source>
            <translation>Cavalry Charge</translation>
        </message>
        <message>
            <source>Backdoor Politics</source>
            <translation>Backdoor Politics</translation>
        </message>
        <message>
            <source>Home Invasion</source>
            <translation>Home Invasion</translation>
        </message>
        <message>
            <source>Land Grab</source>
            <translation>Land Grab</translation>
        </message>
        <message>
            <source>Arbor Gold</source>
            <translation>Arbor Gold</translation>
        </message>
        <message>
            <source>Extend Your Reach</source>
            <translation>Extend Your Reach</translation>
        </message>
        <message>
            <source>Take the Black</source>
            <translation>Take the Black</translation>
        </message>
        <message>
            <source>The Raven</source>
            <translation>The Raven</translation>
        </message>
        <message>
            <source>Support the Crown</source>
            <translation>Support the Crown</translation>
        </message>
        <message>
            <source>The Throne</source>
            <translation>The Throne</translation>
        </message>
        <message>
            <source>The Blade</source>
            <translation>The Blade</translation>
        </message>
        <message>
            <source>Hold Court</source>
            <translation>Hold Court</translation>
        </message>
        <message>
            <source>Crossing Guard</source>
            <translation>Crossing Guard</translation>
        </message>
        <message>
            <source>Naval Superiority</source>
            <translation>Naval Superiority</translation>
        </message>
        <message>
            <source>Pull the Weeds</source>
            <translation>Pull the Weeds</translation>
        </message>
        <message>
            <source>Ample Harvest</source>
            <translation>Ample Harvest</translation>
        </message>
        <message>
            <source>Mercantile Ventures</source>
            <translation>Mercantile Ventures</translation>
        </message>
        <message>
            <source>A Firm Grip</source>
            <translation>A Firm Grip</translation>
        </message>
        <message>
            <source>A Stalwart Position</source>
            <translation>A Stalwart Position</translation>
        </message>
        <message>
            <source>Spreading the Wealth</source>
            <translation>Spreading the Wealth</translation>
        </message>
        <message>
            <source>Protect the Neck</source>
            <translation>Protect the Neck</translation>
        </message>
        <message>
            <source>Nothing but Ghosts</source>
            <translation>Nothing but Ghosts</translation>
        </message>
        <message>
            <source>The Final Hour</source>
            <translation>The Final Hour</translation>
        </message>
        <message>
            <source>The People's Chosen</source>
            <translation>The People's Chosen</translation>
        </message>
        <message>
            <source>A Mountainous Task</source>
            <translation>A Mountainous Task</translation>
        </message>
        <message>
            <source>A Riper Fruit</source>
            <translation>A Riper Fruit</translation>
        </message>
        <message>
            <source>Friendly Confines</source>
            <translation>Friendly Confines</translation>
        </message>
        <message>
            <source>Arryn's special objective</source>
            <translation>Arryn's special objective</translation>
        </message>
        <message>
            <source>Baratheon's special objective</source>
            <translation>Baratheon's special objective</translation>
        </message>
        <message>
            <source>Lannister's special objective</source>
            <translation>Lannister's special objective</translation>
        </message>
        <message>
            <source>Stark's special objective</source>
            <translation>Stark's special objective</translation>
        </message>
        <message>
            <source>Customs Officer</source>
            <translation>Customs Officer</translation>
        </message>
        <message>
            <source>Expert Artificer</source>
            <translation>Expert Artificer</translation>
        </message>
        <message>
            <source>Full Host</source>
            <translation>Full Host</translation>
        </message>
        <message>
            <source>Loyal Maester</source>
            <translation>Loyal Maester</translation>
        </message>
        <message>
            <source>Master-at-Arms</source>
            <translation>Master-at-Arms</translation>
        </message>
        <message>
            <source>Pyromancer</source>
            <translation>Pyromancer</translation>
        </message>
        <message>
            <source>Savvy Steward</source>
            <translation>Savvy Steward</translation>
        </message>
        <message>
            <source>Sea Raiders</source>
            <translation>Sea Raiders</translation>
        </message>
        <message>
            <source>Siege Engineers</source>
            <translation>Siege Engineers</translation>
        </message>
        <message>
            <source>Spymaster</source>
            <translation>Spymaster</translation>
        </message>
        <message>
            <source>The Faceless Men</source>
            <translation>The Faceless Men</translation>
        </message>
        <message>
            <source>Vanguard Cavalry</source>
            <translation>Vanguard Cavalry</translation>
        </message>
        <message>
            <source>unpaid interest to the Iron Bank</source>
            <translation>unpaid interest to the Iron Bank</translation>
        </message>
        <message>
            <source>Iron Bank</source>
            <translation>Iron Bank</translation>
        </message>
        <message>
            <source>Reset the wildling threat to 0</source>
            <translation>Reset the wildling threat to 0</translation>
        </message>
        <message>
            <source>A Dance with Mother of Dragons</source>
            <translation>A Dance with Mother of Dragons</translation>
        </message>
        <message>
            <source>Struggle in the North</source>
            <translation>Struggle in the North</translation>
        </message>
        <message>
            <source>Rumble in the South</source>
            <translation>Rumble in the South</translation>
        </message>
        <message>
            <source>Race to King's Landing</source>
            <translation>Race to King's Landing</translation>
        </message>
        <message>
            <source>No Kraken for Dinner</source>
            <translation>No Kraken for Dinner</translation>
        </message>
        <message>
            <source>Teach the Game</source>
            <translation>Teach the Game</translation>
        </message>
        <message>
            <source>pay</source>
            <translation>pay</translation>
        </message>
        <message>
            <source>the loyalty that wins at once</source>
            <translation>the loyalty that wins at once</translation>
        </message>
        <message>
            <source>the victory points that win</source>
            <translation>the victory points that win</translation>
        </message>
        <message>
            <source>its port was taken</source>
            <translation>its port was taken</translation>
        </message>
        <message>
            <source>Dense Fog</source>
            <translation>Dense Fog</translation>
        </message>
        <message>
            <source>the table declared it the winner</source>
            <translation>the table declared it the winner</translation>
        </message>
        <message>
            <source>every other player's chess clock ran out</source>
            <translation>every other player's chess clock ran out</translation>
        </message>
        <message>
            <source>Smalljon Umber</source>
            <translation>Smalljon Umber</translation>
        </message>
        <message>
            <source>Jory Cassel</source>
            <translation>Jory Cassel</translation>
        </message>
        <message>
            <source>Maege Mormont</source>
            <translation>Maege Mormont</translation>
        </message>
        <message>
            <source>Bran Stark</source>
            <translation>Bran Stark</translation>
        </message>
        <message>
            <source>Joffrey Lannister</source>
            <translation>Joffrey Lannister</translation>
        </message>
        <message>
            <source>Salladhar Saan</source>
            <translation>Salladhar Saan</translation>
        </message>
        <message>
            <source>Devan Seaworth</source>
            <translation>Devan Seaworth</translation>
        </message>
        <message>
            <source>Dagmer Cleftjaw</source>
            <translation>Dagmer Cleftjaw</translation>
        </message>
        <message>
            <source>Andrik the Unsmiling</source>
            <translation>Andrik the Unsmiling</translation>
        </message>
        <message>
            <source>Maester Caleotte</source>
            <translation>Maester Caleotte</translation>
        </message>
        <message>
            <source>Lord Mormont</source>
            <translation>Lord Mormont</translation>
        </message>
        <message>
            <source>Sir Rodrik Cassel</source>
            <translation>Sir Rodrik Cassel</translation>
        </message>
        <message>
            <source>Lannister Captain</source>
            <translation>Lannister Captain</translation>
        </message>
        <message>
            <source>Cercei Lannister</source>
            <translation>Cercei Lannister</translation>
        </message>
        <message>
            <source>Robert Baratheon</source>
            <translation>Robert Baratheon</translation>
        </message>
        <message>
            <source>Blacktyde Captain</source>
            <translation>Blacktyde Captain</translation>
        </message>
        <message>
            <source>Tyrell Captain</source>
            <translation>Tyrell Captain</translation>
        </message>
        <message>
            <source>Margery Tyrell</source>
            <translation>Margery Tyrell</translation>
        </message>
        <message>
            <source>Ellaria Sand</source>
            <translation>Ellaria Sand</translation>
        </message>
</context>
    <context>
        <name>Panels</name>
        <message>
            <source>{n} sword(s)</source>
            <translation>{n} sword(s)</translation>
        </message>
        <message>
            <source>{n} fortification(s)</source>
            <translation>{n} fortification(s)</translation>
        </message>
        <message>
            <source>Strength {n}</source>
            <translation>Strength {n}</translation>
        </message>
        <message>
            <source>Round {n}/{total}</source>
            <translation>Round {n}/{total}</translation>
        </message>
        <message>
            <source>Game round; the game ends after round {n}.</source>
            <translation>Game round; the game ends after round {n}.</translation>
        </message>
        <message>
            <source>Wildling threat {n}</source>
            <translation>Wildling threat {n}</translation>
        </message>
        <message>
            <source>The wildlings attack when the threat reaches {max}.</source>
            <translation>The wildlings attack when the threat reaches {max}.</translation>
        </message>
        <message>
            <source>May place {n} starred order(s).</source>
            <translation>May place {n} starred order(s).</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Supply</translation>
        </message>
        <message>
            <source>Supply {level}: armies of at most {armies} units</source>
            <translation>Supply {level}: armies of at most {armies} units</translation>
        </message>
        <message>
            <source>Castles (victory at {n}) and power</source>
            <translation>Castles (victory at {n}) and power</translation>
        </message>
        <message>
            <source>{house}: {castles} castle(s) or stronghold(s), {power} power token(s) available</source>
            <translation>{house}: {castles} castle(s) or stronghold(s), {power} power token(s) available</translation>
        </message>
        <message>
            <source>{house}: {points} loyalty point(s), victory at {n}; {power} power token(s) available</source>
            <translation>{house}: {points} loyalty point(s), victory at {n}; {power} power token(s) available</translation>
        </message>
        <message>
            <source>(you)</source>
            <translation>(you)</translation>
        </message>
        <message>
            <source>(discarded)</source>
            <translation>(discarded)</translation>
        </message>
        <message>
            <source>Westeros cards this round</source>
            <translation>Westeros cards this round</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>none yet</translation>
        </message>
        <message>
            <source>Not allowed this round: {orders}</source>
            <translation>Not allowed this round: {orders}</translation>
        </message>
        <message>
            <source>You know the top wildling card:</source>
            <translation>You know the top wildling card:</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Everyone</translation>
        </message>
        <message>
            <source>To {house}</source>
            <translation>To {house}</translation>
        </message>
        <message>
            <source>Write a message…</source>
            <translation>Write a message…</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Send</translation>
        </message>
        <message>
            <source>Spectator</source>
            <translation>Spectator</translation>
        </message>
        <message>
            <source>Event cards this round</source>
            <translation>Event cards this round</translation>
        </message>
        <message>
            <source>This round supporting footmen add no strength.</source>
            <translation>This round supporting footmen add no strength.</translation>
        </message>
        <message>
            <source>Click to see it in full</source>
            <translation>Click to see it in full</translation>
        </message>
            <message>
            <source>Victory points (victory at {n}) and power</source>
            <translation>Victory points (victory at {n}) and power</translation>
        </message>
        <message>
            <source>{house}: {points} victory point(s) of {n}; {power} power token(s) available</source>
            <translation>{house}: {points} victory point(s) of {n}; {power} power token(s) available</translation>
        </message>
        <message>
            <source>Cards left: {decks}</source>
            <translation>Cards left: {decks}</translation>
        </message>
        <message>
            <source>{unit} strength {n}</source>
            <translation>{unit} strength {n}</translation>
        </message>
        <message>
            <source>{unit}: strength {n} now (round {round}); one step stronger on rounds {rounds}, at most {most}.</source>
            <translation>{unit}: strength {n} now (round {round}); one step stronger on rounds {rounds}, at most {most}.</translation>
        </message>
        <message>
            <source>Counted in the areas you can see (fog of war).</source>
            <translation>Counted in the areas you can see (fog of war).</translation>
        </message>
        <message>
            <source>Out of sight (fog of war): {houses}</source>
            <translation>Out of sight (fog of war): {houses}</translation>
        </message>
</context>
    <context>
        <name>IronBank</name>
        <message>
            <source>The Iron Bank</source>
            <translation>The Iron Bank</translation>
        </message>
        <message>
            <source>{cost} power</source>
            <translation>{cost} power</translation>
        </message>
        <message>
            <source>{cost} power (you pay {price})</source>
            <translation>{cost} power (you pay {price})</translation>
        </message>
        <message>
            <source>{n} loans left in the deck</source>
            <translation>{n} loans left in the deck</translation>
        </message>
        <message>
            <source>{house} holds Braavos and pays less</source>
            <translation>{house} holds Braavos and pays less</translation>
        </message>
        <message>
            <source>interest from round {n}</source>
            <translation>interest from round {n}</translation>
        </message>
        <message>
            <source>owes {n} power each Westeros phase</source>
            <translation>owes {n} power each Westeros phase</translation>
        </message>
        <message>
            <source>Nobody owes the Iron Bank anything yet.</source>
            <translation>Nobody owes the Iron Bank anything yet.</translation>
        </message>
        <message>
            <source>Your Iron Bank order in {region}: buy one loan on offer with power now (it then costs 1 power of interest every Westeros phase), or none.</source>
            <translation>Your Iron Bank order in {region}: buy one loan on offer with power now (it then costs 1 power of interest every Westeros phase), or none.</translation>
        </message>
        <message>
            <source>{loan}: where does the new {unit} go?</source>
            <translation>{loan}: where does the new {unit} go?</translation>
        </message>
        <message>
            <source>{loan}: which land area gains a power crown?</source>
            <translation>{loan}: which land area gains a power crown?</translation>
        </message>
        <message>
            <source>{loan}: which land area gains a supply barrel?</source>
            <translation>{loan}: which land area gains a supply barrel?</translation>
        </message>
        <message>
            <source>{loan}: which Castle becomes a Stronghold?</source>
            <translation>{loan}: which Castle becomes a Stronghold?</translation>
        </message>
        <message>
            <source>{loan}: which Castle is torn down?</source>
            <translation>{loan}: which Castle is torn down?</translation>
        </message>
        <message>
            <source>{loan}: a power crown or a supply barrel in {region}?</source>
            <translation>{loan}: a power crown or a supply barrel in {region}?</translation>
        </message>
        <message>
            <source>{loan}: look at the top two cards of which Westeros deck?</source>
            <translation>{loan}: look at the top two cards of which Westeros deck?</translation>
        </message>
        <message>
            <source>{loan}: the top cards of deck {deck} are {cards}. Which go to the bottom, and in which order do the others stay?</source>
            <translation>{loan}: the top cards of deck {deck} are {cards}. Which go to the bottom, and in which order do the others stay?</translation>
        </message>
        <message>
            <source>{loan}: destroy a knight in which area?</source>
            <translation>{loan}: destroy a knight in which area?</translation>
        </message>
        <message>
            <source>{loan}: destroy a footman in which area?</source>
            <translation>{loan}: destroy a footman in which area?</translation>
        </message>
        <message>
            <source>{loan} — {cost} power</source>
            <translation>{loan} — {cost} power</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>empty</translation>
        </message>
        <message>
            <source>No loan</source>
            <translation>No loan</translation>
        </message>
        <message>
            <source>On top: {top} · at the bottom: {bottom}</source>
            <translation>On top: {top} · at the bottom: {bottom}</translation>
        </message>
    </context>
    <context>
        <name>Vassals</name>
        <message>
            <source>Vassals: houses nobody plays stay on the board</source>
            <translation>Vassals: houses nobody plays stay on the board</translation>
        </message>
        <message>
            <source>Fewer players than houses ({low}-{high} players): each house nobody plays is a vassal, and each round the players take turns to command the vassals.</source>
            <translation>Fewer players than houses ({low}-{high} players): each house nobody plays is a vassal, and each round the players take turns to command the vassals.</translation>
        </message>
        <message>
            <source>Vassals are not part of this edition.</source>
            <translation>Vassals are not part of this edition.</translation>
        </message>
        <message>
            <source>Vassals in this game (nobody plays them; each round the players command them in turn):</source>
            <translation>Vassals in this game (nobody plays them; each round the players command them in turn):</translation>
        </message>
        <message>
            <source>Choose at most {n} houses: {n} players play, the other houses are vassals.</source>
            <translation>Choose at most {n} houses: {n} players play, the other houses are vassals.</translation>
        </message>
        <message>
            <source>{houses} is never a vassal and always has a seat.</source>
            <translation>{houses} is never a vassal and always has a seat.</translation>
        </message>
        <message>
            <source>A vassal: nobody plays it; each round a player commands it.</source>
            <translation>A vassal: nobody plays it; each round a player commands it.</translation>
        </message>
        <message>
            <source>{decision} for {house}</source>
            <translation>{decision} for {house}</translation>
        </message>
        <message>
            <source>Claim vassals</source>
            <translation>Claim vassals</translation>
        </message>
        <message>
            <source>Take none</source>
            <translation>Take none</translation>
        </message>
        <message>
            <source>Command these</source>
            <translation>Command these</translation>
        </message>
        <message>
            <source>{house} ({n} areas with units)</source>
            <translation>{house} ({n} areas with units)</translation>
        </message>
        <message>
            <source>Chosen: {n} of at most {most}</source>
            <translation>Chosen: {n} of at most {most}</translation>
        </message>
        <message>
            <source>Orders for {house}: a vassal you ({seat}) command this round, with its own order tokens.</source>
            <translation>Orders for {house}: a vassal you ({seat}) command this round, with its own order tokens.</translation>
        </message>
        <message>
            <source>For {house}: a vassal you ({seat}) command this round.</source>
            <translation>For {house}: a vassal you ({seat}) command this round.</translation>
        </message>
        <message>
            <source>Place the vassal's orders</source>
            <translation>Place the vassal's orders</translation>
        </message>
        <message>
            <source>At most {count} orders, in areas with the vassal's units (fewer, even none, are allowed): {placed} placed.</source>
            <translation>At most {count} orders, in areas with the vassal's units (fewer, even none, are allowed): {placed} placed.</translation>
        </message>
        <message>
            <source>The vassal's order tokens</source>
            <translation>The vassal's order tokens</translation>
        </message>
        <message>
            <source>vassal, not commanded yet</source>
            <translation>vassal, not commanded yet</translation>
        </message>
        <message>
            <source>A vassal, commanded this round by {house}.</source>
            <translation>A vassal, commanded this round by {house}.</translation>
        </message>
        <message>
            <source>{house}'s cards for this battle, drawn at random from the shared vassal deck (only its commander sees them; they go back afterwards):</source>
            <translation>{house}'s cards for this battle, drawn at random from the shared vassal deck (only its commander sees them; they go back afterwards):</translation>
        </message>
        <message>
            <source>Vassal: draws {n} cards per battle from the vassal deck</source>
            <translation>Vassal: draws {n} cards per battle from the vassal deck</translation>
        </message>
        <message>
            <source>Claiming vassals</source>
            <translation>Claiming vassals</translation>
        </message>
        <message>
            <source>Choose a vassal to command this round.</source>
            <translation>Choose a vassal to command this round.</translation>
        </message>
        <message>
            <source>Choose up to {n} vassals to command this round.</source>
            <translation>Choose up to {n} vassals to command this round.</translation>
        </message>
        <message>
            <source>You place their orders after every player has placed theirs and decide for them until the next Planning phase; they cannot march into your areas, nor you into theirs.</source>
            <translation>You place their orders after every player has placed theirs and decide for them until the next Planning phase; they cannot march into your areas, nor you into theirs.</translation>
        </message>
        <message>
            <source>Sea orders</source>
            <translation>Sea orders</translation>
        </message>
        <message>
            <source>Every player also has a Sea March −1 and a Sea Support order, placed in sea areas only.</source>
            <translation>Every player also has a Sea March −1 and a Sea Support order, placed in sea areas only.</translation>
        </message>
        <message>
            <source>Sea orders are not part of this edition.</source>
            <translation>Sea orders are not part of this edition.</translation>
        </message>
        <message>
            <source>At sea only:</source>
            <translation>At sea only:</translation>
        </message>
        <message>
            <source>This order goes in a sea area only.</source>
            <translation>This order goes in a sea area only.</translation>
        </message>
        <message>
            <source>Sea {order}</source>
            <translation>Sea {order}</translation>
        </message>
        <message>
            <source>The Iron Bank</source>
            <translation>The Iron Bank</translation>
        </message>
        <message>
            <source>Loans bought with power through an Iron Bank order placed at sea; each loan costs interest every Westeros phase.</source>
            <translation>Loans bought with power through an Iron Bank order placed at sea; each loan costs interest every Westeros phase.</translation>
        </message>
        <message>
            <source>The Iron Bank is not part of this edition.</source>
            <translation>The Iron Bank is not part of this edition.</translation>
        </message>
        <message>
            <source>commanded by {house}</source>
            <translation>commanded by {house}</translation>
        </message>
        <message>
            <source>claim vassals</source>
            <translation>claim vassals</translation>
        </message>
        <message>
            <source>Before cards: {house} {mine}, {opponent} {theirs}.</source>
            <translation>Before cards: {house} {mine}, {opponent} {theirs}.</translation>
        </message>
        <message>
            <source>{house}'s strength with it: {n}</source>
            <translation>{house}'s strength with it: {n}</translation>
        </message>
        <message>
            <source>This edition is always played with the Iron Bank: loans bought with power through an Iron Bank order placed at sea.</source>
            <translation>This edition is always played with the Iron Bank: loans bought with power through an Iron Bank order placed at sea.</translation>
        </message>
        <message>
            <source>the vassal deck</source>
            <translation>the vassal deck</translation>
        </message>
        <message>
            <source>Leave out {houses}: nobody plays it</source>
            <translation>Leave out {houses}: nobody plays it</translation>
        </message>
        <message>
            <source>{houses} is never a vassal: with this box it is not in the game at all, and the game is the setup of the other houses.</source>
            <translation>{houses} is never a vassal: with this box it is not in the game at all, and the game is the setup of the other houses.</translation>
        </message>
        <message>
            <source>Essos, Westeros deck IV and loyalty are out of the game too.</source>
            <translation>Essos, Westeros deck IV and loyalty are out of the game too.</translation>
        </message>
        <message>
            <source>{house} is left out of this game: nobody plays it.</source>
            <translation>{house} is left out of this game: nobody plays it.</translation>
        </message>
    </context>
    <context>
        <name>Screens</name>
        <message>
            <source>A shared win: {houses}</source>
            <translation>A shared win: {houses}</translation>
        </message>
        <message>
            <source>shared win</source>
            <translation>shared win</translation>
        </message>
        <message>
            <source>Bots</source>
            <translation>Bots</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Easy</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Hard</translation>
        </message>
        <message>
            <source>Random moves</source>
            <translation>Random moves</translation>
        </message>
        <message>
            <source>Play on the local network…</source>
            <translation>Play on the local network…</translation>
        </message>
        <message>
            <source>Pass to {house}</source>
            <translation>Pass to {house}</translation>
        </message>
        <message>
            <source>{house} must {what}. Everyone else, please look away: this screen will show {house}'s secrets.</source>
            <translation>{house} must {what}. Everyone else, please look away: this screen will show {house}'s secrets.</translation>
        </message>
        <message>
            <source>I am {house}: show my screen</source>
            <translation>I am {house}: show my screen</translation>
        </message>
        <message>
            <source>A Game of Thrones</source>
            <translation>A Game of Thrones</translation>
        </message>
        <message>
            <source>The Board Game</source>
            <translation>The Board Game</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>New game…</translation>
        </message>
        <message>
            <source>Load a game…</source>
            <translation>Load a game…</translation>
        </message>
        <message>
            <source>Watch bots play</source>
            <translation>Watch bots play</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Tides of Battle</source>
            <translation>Tides of Battle</translation>
        </message>
        <message>
            <source>Houses played at this computer (the others are bots; two or more: hot-seat, passing the computer around):</source>
            <translation>Houses played at this computer (the others are bots; two or more: hot-seat, passing the computer around):</translation>
        </message>
        <message>
            <source>House</source>
            <translation>House</translation>
        </message>
        <message>
            <source>Castles</source>
            <translation>Castles</translation>
        </message>
        <message>
            <source>Lands</source>
            <translation>Lands</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Supply</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Power</translation>
        </message>
        <message>
            <source>Edition</source>
            <translation>Edition</translation>
        </message>
        <message>
            <source>Continue the last game</source>
            <translation>Continue the last game</translation>
        </message>
        <message>
            <source>Rejoin the LAN game</source>
            <translation>Rejoin the LAN game</translation>
        </message>
        <message>
            <source>Each side of a battle also draws a Tides of Battle card.</source>
            <translation>Each side of a battle also draws a Tides of Battle card.</translation>
        </message>
        <message>
            <source>Tides of Battle is not part of this edition.</source>
            <translation>Tides of Battle is not part of this edition.</translation>
        </message>
        <message>
            <source>{house} does not play in a game of {n}.</source>
            <translation>{house} does not play in a game of {n}.</translation>
        </message>
            <message>
            <source>Victory points</source>
            <translation>Victory points</translation>
        </message>
        <message>
            <source>Houses in this game: {houses}; the others are not on the board.</source>
            <translation>Houses in this game: {houses}; the others are not on the board.</translation>
        </message>
        <message>
            <source>Choose at most {n} houses: {n} houses play, the others are not on the board.</source>
            <translation>Choose at most {n} houses: {n} houses play, the others are not on the board.</translation>
        </message>
        <message>
            <source>{house} was dealt to the player who chose {place}.</source>
            <translation>{house} was dealt to the player who chose {place}.</translation>
        </message>
</context>
    <context>
        <name>Lobby</name>
        <message>
            <source>A player away past the turn clock is replaced by a vassal</source>
            <translation>A player away past the turn clock is replaced by a vassal</translation>
        </message>
        <message>
            <source>With vassals and a turn clock: the house of a player who stays away longer than the turn clock plays on as a vassal, and is given back when they return.</source>
            <translation>With vassals and a turn clock: the house of a player who stays away longer than the turn clock plays on as a vassal, and is given back when they return.</translation>
        </message>
        <message>
            <source>(another version)</source>
            <translation>(another version)</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Address</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Address:</translation>
        </message>
        <message>
            <source>Away</source>
            <translation>Away</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Back</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <source>Cannot host here: {why}</source>
            <translation>Cannot host here: {why}</translation>
        </message>
        <message>
            <source>Connected</source>
            <translation>Connected</translation>
        </message>
        <message>
            <source>Discovery is not available here: type an address.</source>
            <translation>Discovery is not available here: type an address.</translation>
        </message>
        <message>
            <source>Every seat needs a bot or a person, and every person must be ready.</source>
            <translation>Every seat needs a bot or a person, and every person must be ready.</translation>
        </message>
        <message>
            <source>Free seats</source>
            <translation>Free seats</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Game name</source>
            <translation>Game name</translation>
        </message>
        <message>
            <source>Games hosted on this network appear here; double-click one to join. If none shows up (some networks block discovery), type the host's address below.</source>
            <translation>Games hosted on this network appear here; double-click one to join. If none shows up (some networks block discovery), type the host's address below.</translation>
        </message>
        <message>
            <source>Games on the network</source>
            <translation>Games on the network</translation>
        </message>
        <message>
            <source>Host a game</source>
            <translation>Host a game</translation>
        </message>
        <message>
            <source>Host this game</source>
            <translation>Host this game</translation>
        </message>
        <message>
            <source>House</source>
            <translation>House</translation>
        </message>
        <message>
            <source>I am ready</source>
            <translation>I am ready</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Join</translation>
        </message>
        <message>
            <source>LAN game</source>
            <translation>LAN game</translation>
        </message>
        <message>
            <source>Leave</source>
            <translation>Leave</translation>
        </message>
        <message>
            <source>Leave my seat</source>
            <translation>Leave my seat</translation>
        </message>
        <message>
            <source>Lobby</source>
            <translation>Lobby</translation>
        </message>
        <message>
            <source>Lobby chat</source>
            <translation>Lobby chat</translation>
        </message>
        <message>
            <source>No game answers at that address.</source>
            <translation>No game answers at that address.</translation>
        </message>
        <message>
            <source>No seat: show the board on this screen</source>
            <translation>No seat: show the board on this screen</translation>
        </message>
        <message>
            <source>Only the host can save a LAN game.</source>
            <translation>Only the host can save a LAN game.</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>Open this seat</source>
            <translation>Open this seat</translation>
        </message>
        <message>
            <source>Open: a person joins</source>
            <translation>Open: a person joins</translation>
        </message>
        <message>
            <source>Others join from their game list, or at {address}</source>
            <translation>Others join from their game list, or at {address}</translation>
        </message>
        <message>
            <source>Play on the local network</source>
            <translation>Play on the local network</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Ready</translation>
        </message>
        <message>
            <source>Say something to everyone, then press Enter</source>
            <translation>Say something to everyone, then press Enter</translation>
        </message>
        <message>
            <source>Seat a bot here</source>
            <translation>Seat a bot here</translation>
        </message>
        <message>
            <source>Spectator</source>
            <translation>Spectator</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Start the game</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Take this seat</source>
            <translation>Take this seat</translation>
        </message>
        <message>
            <source>Take your seat back here?</source>
            <translation>Take your seat back here?</translation>
        </message>
        <message>
            <source>That house does not play in this game.</source>
            <translation>That house does not play in this game.</translation>
        </message>
        <message>
            <source>Someone in this game already uses that name: change your name, then join again.</source>
            <translation>Someone in this game already uses that name: change your name, then join again.</translation>
        </message>
        <message>
            <source>Time ran out for {house}: a bot made this decision for them.</source>
            <translation>Time ran out for {house}: a bot made this decision for them.</translation>
        </message>
        <message>
            <source>Host</source>
            <translation>Host</translation>
        </message>
        <message>
            <source>You played {house} in this game at {then}, but this host is at {now}. Take your seat back here? Only say yes if you trust this host.</source>
            <translation>You played {house} in this game at {then}, but this host is at {now}. Take your seat back here? Only say yes if you trust this host.</translation>
        </message>
        <message>
            <source>another address</source>
            <translation>another address</translation>
        </message>
        <message>
            <source>{house} {minutes}:{seconds}</source>
            <translation>{house} {minutes}:{seconds}</translation>
        </message>
        <message>
            <source>Turn clock: when a person's time runs out, a bot makes that decision for them.</source>
            <translation>Turn clock: when a person's time runs out, a bot makes that decision for them.</translation>
        </message>
        <message>
            <source>Turn clock</source>
            <translation>Turn clock</translation>
        </message>
        <message>
            <source>Time each person has for each decision; when it runs out, a bot makes that decision.</source>
            <translation>Time each person has for each decision; when it runs out, a bot makes that decision.</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Off</translation>
        </message>
        <message>
            <source>{minutes} min per decision</source>
            <translation>{minutes} min per decision</translation>
        </message>
        <message>
            <source>This game is full</source>
            <translation>This game is full</translation>
        </message>
        <message>
            <source>Every seat is taken. You can still watch the game as a spectator.</source>
            <translation>Every seat is taken. You can still watch the game as a spectator.</translation>
        </message>
        <message>
            <source>Watch as a spectator</source>
            <translation>Watch as a spectator</translation>
        </message>
        <message>
            <source>No, thanks</source>
            <translation>No, thanks</translation>
        </message>
        <message>
            <source>Its player is away: open the seat for someone else (their old seat is gone).</source>
            <translation>Its player is away: open the seat for someone else (their old seat is gone).</translation>
        </message>
        <message>
            <source>Port {old} is busy now, so this game listens on port {new}: tell the others the new address.</source>
            <translation>Port {old} is busy now, so this game listens on port {new}: tell the others the new address.</translation>
        </message>
        <message>
            <source>That seat is no longer yours (someone else holds it now).</source>
            <translation>That seat is no longer yours (someone else holds it now).</translation>
        </message>
        <message>
            <source>That seat was taken by someone else.</source>
            <translation>That seat was taken by someone else.</translation>
        </message>
        <message>
            <source>The host did not answer in time.</source>
            <translation>The host did not answer in time.</translation>
        </message>
        <message>
            <source>The host has not started the game yet.</source>
            <translation>The host has not started the game yet.</translation>
        </message>
        <message>
            <source>The host is gone: the connection to the game was lost.</source>
            <translation>The host is gone: the connection to the game was lost.</translation>
        </message>
        <message>
            <source>The host refused: {why}</source>
            <translation>The host refused: {why}</translation>
        </message>
        <message>
            <source>This game is full: every seat is taken.</source>
            <translation>This game is full: every seat is taken.</translation>
        </message>
        <message>
            <source>This game uses another edition of the rules.</source>
            <translation>This game uses another edition of the rules.</translation>
        </message>
        <message>
            <source>This game was hosted by a different version of the program.</source>
            <translation>This game was hosted by a different version of the program.</translation>
        </message>
        <message>
            <source>Tides of Battle</source>
            <translation>Tides of Battle</translation>
        </message>
        <message>
            <source>Type the address as host:port, e.g. 192.168.1.20:47400.</source>
            <translation>Type the address as host:port, e.g. 192.168.1.20:47400.</translation>
        </message>
        <message>
            <source>Who plays each house:</source>
            <translation>Who plays each house:</translation>
        </message>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Your name:</translation>
        </message>
        <message>
            <source>Your seat</source>
            <translation>Your seat</translation>
        </message>
        <message>
            <source>host:port, e.g. 192.168.1.20:47400</source>
            <translation>host:port, e.g. 192.168.1.20:47400</translation>
        </message>
        <message>
            <source>Resume a saved LAN game…</source>
            <translation>Resume a saved LAN game…</translation>
        </message>
        <message>
            <source>Host a saved game again: the same people take their seats back.</source>
            <translation>Host a saved game again: the same people take their seats back.</translation>
        </message>
        <message>
            <source>Resume a saved LAN game</source>
            <translation>Resume a saved LAN game</translation>
        </message>
        <message>
            <source>LAN game saves (*.agot);;All files (*)</source>
            <translation>LAN game saves (*.agot);;All files (*)</translation>
        </message>
        <message>
            <source>This save cannot be resumed: {why}</source>
            <translation>This save cannot be resumed: {why}</translation>
        </message>
        <message>
            <source>This game is over: there is nothing to resume.</source>
            <translation>This game is over: there is nothing to resume.</translation>
        </message>
        <message>
            <source>Edition</source>
            <translation>Edition</translation>
        </message>
        <message>
            <source>The host can save the game again: play goes on.</source>
            <translation>The host can save the game again: play goes on.</translation>
        </message>
        <message>
            <source>The host has no room for more connections right now: try again later.</source>
            <translation>The host has no room for more connections right now: try again later.</translation>
        </message>
        <message>
            <source>The host sent something this program cannot read: the connection was closed.</source>
            <translation>The host sent something this program cannot read: the connection was closed.</translation>
        </message>
        <message>
            <source>The host refused to let this window join.</source>
            <translation>The host refused to let this window join.</translation>
        </message>
        <message>
            <source>the seat's token</source>
            <translation>the seat's token</translation>
        </message>
        <message>
            <source>Take it with the token</source>
            <translation>Take it with the token</translation>
        </message>
        <message>
            <source>Open: anyone may take it</source>
            <translation>Open: anyone may take it</translation>
        </message>
        <message>
            <source>Played by a bot</source>
            <translation>Played by a bot</translation>
        </message>
        <message>
            <source>Kept for a person: enter the token the host gave you</source>
            <translation>Kept for a person: enter the token the host gave you</translation>
        </message>
        <message>
            <source>Taken by {name}</source>
            <translation>Taken by {name}</translation>
        </message>
        <message>
            <source>Taken</source>
            <translation>Taken</translation>
        </message>
        <message>
            <source>Type or paste the token of {house}'s seat first.</source>
            <translation>Type or paste the token of {house}'s seat first.</translation>
        </message>
        <message>
            <source>Choose your seat</source>
            <translation>Choose your seat</translation>
        </message>
        <message>
            <source>This game has begun. Take an open seat, take a seat kept for you with its token, or watch.</source>
            <translation>This game has begun. Take an open seat, take a seat kept for you with its token, or watch.</translation>
        </message>
        <message>
            <source>Back to the games</source>
            <translation>Back to the games</translation>
        </message>
        <message>
            <source>You joined {game} and play {house}.</source>
            <translation>You joined {game} and play {house}.</translation>
        </message>
        <message>
            <source>You joined {game} as a spectator: you watch, you do not play.</source>
            <translation>You joined {game} as a spectator: you watch, you do not play.</translation>
        </message>
        <message>
            <source>That token does not fit {house}'s seat: check it with the host and try again.</source>
            <translation>That token does not fit {house}'s seat: check it with the host and try again.</translation>
        </message>
        <message>
            <source>This game cannot be hosted: {why}</source>
            <translation>This game cannot be hosted: {why}</translation>
        </message>
        <message>
            <source>The host ended the game.</source>
            <translation>The host ended the game.</translation>
        </message>
        <message>
            <source>{name} ({house})</source>
            <translation>{name} ({house})</translation>
        </message>
        <message>
            <source>{who}, who hosts it, ended the game.</source>
            <translation>{who}, who hosts it, ended the game.</translation>
        </message>
        <message>
            <source>Every network of this computer</source>
            <translation>Every network of this computer</translation>
        </message>
        <message>
            <source>This computer only ({address})</source>
            <translation>This computer only ({address})</translation>
        </message>
        <message>
            <source>Listen on</source>
            <translation>Listen on</translation>
        </message>
        <message>
            <source>The network the game can be joined from: every network of this computer, one of its addresses (the home network's, or a VPN's such as Tailscale, ZeroTier or WireGuard), or this computer only.</source>
            <translation>The network the game can be joined from: every network of this computer, one of its addresses (the home network's, or a VPN's such as Tailscale, ZeroTier or WireGuard), or this computer only.</translation>
        </message>
        <message>
            <source>You joined {game}, and the houses were dealt: you play {house}.</source>
            <translation>You joined {game}, and the houses were dealt: you play {house}.</translation>
        </message>
        <message>
            <source>Who decides</source>
            <translation>Who decides</translation>
        </message>
        <message>
            <source>The host (you)</source>
            <translation>The host (you)</translation>
        </message>
        <message>
            <source>The table votes</source>
            <translation>The table votes</translation>
        </message>
        <message>
            <source>Who answers when a friend arriving late asks to take over a bot's or a vassal's house, when two players want to swap houses, or when someone asks to pause the game or end it after this round: you, or everyone at the table by vote.</source>
            <translation>Who answers when a friend arriving late asks to take over a bot's or a vassal's house, when two players want to swap houses, or when someone asks to pause the game or end it after this round: you, or everyone at the table by vote.</translation>
        </message>
    </context>
    <context>
        <name>Refusal</name>
        <message>
            <source>the game is over</source>
            <translation>the game is over</translation>
        </message>
        <message>
            <source>the game does not expect {command} now</source>
            <translation>the game does not expect {command} now</translation>
        </message>
        <message>
            <source>this client sent a seat's token in the clear; a token is never sent, only proved (update the client)</source>
            <translation>this client sent a seat's token in the clear; a token is never sent, only proved (update the client)</translation>
        </message>
        <message>
            <source>{seat} is not awaited</source>
            <translation>{seat} is not awaited</translation>
        </message>
        <message>
            <source>state {state_id} is not the current {current}</source>
            <translation>state {state_id} is not the current {current}</translation>
        </message>
        <message>
            <source>expected {expected}, got {command}</source>
            <translation>expected {expected}, got {command}</translation>
        </message>
        <message>
            <source>there is nothing to decide now</source>
            <translation>there is nothing to decide now</translation>
        </message>
        <message>
            <source>the command is malformed: {problem}</source>
            <translation>the command is malformed: {problem}</translation>
        </message>
        <message>
            <source>{house} has no units in {region}</source>
            <translation>{house} has no units in {region}</translation>
        </message>
        <message>
            <source>unknown order token {token}</source>
            <translation>unknown order token {token}</translation>
        </message>
        <message>
            <source>{token} may not be placed this round</source>
            <translation>{token} may not be placed this round</translation>
        </message>
        <message>
            <source>each order token can be used once</source>
            <translation>each order token can be used once</translation>
        </message>
        <message>
            <source>at most {limit} starred orders</source>
            <translation>at most {limit} starred orders</translation>
        </message>
        <message>
            <source>place an order in each area with units ({n} orders)</source>
            <translation>place an order in each area with units ({n} orders)</translation>
        </message>
        <message>
            <source>two orders in {region}</source>
            <translation>two orders in {region}</translation>
        </message>
        <message>
            <source>unknown raven action {action}</source>
            <translation>unknown raven action {action}</translation>
        </message>
        <message>
            <source>no {house} order in {region}</source>
            <translation>no {house} order in {region}</translation>
        </message>
        <message>
            <source>{token} is not unused: pick an order token you have not placed</source>
            <translation>{token} is not unused: pick an order token you have not placed</translation>
        </message>
        <message>
            <source>that exceeds the starred order limit</source>
            <translation>that exceeds the starred order limit</translation>
        </message>
        <message>
            <source>choose keep or bury</source>
            <translation>choose keep or bury</translation>
        </message>
        <message>
            <source>no {house} raid order in {source}</source>
            <translation>no {house} raid order in {source}</translation>
        </message>
        <message>
            <source>{source} cannot raid {target}</source>
            <translation>{source} cannot raid {target}</translation>
        </message>
        <message>
            <source>no {house} march order in {source}</source>
            <translation>no {house} march order in {source}</translation>
        </message>
        <message>
            <source>units must leave the area to march</source>
            <translation>units must leave the area to march</translation>
        </message>
        <message>
            <source>a move needs units</source>
            <translation>a move needs units</translation>
        </message>
        <message>
            <source>{source} cannot march to {dest}</source>
            <translation>{source} cannot march to {dest}</translation>
        </message>
        <message>
            <source>those units are not able to march from {source}</source>
            <translation>those units are not able to march from {source}</translation>
        </message>
        <message>
            <source>a march may start at most one combat</source>
            <translation>a march may start at most one combat</translation>
        </message>
        <message>
            <source>that march would exceed the supply limit</source>
            <translation>that march would exceed the supply limit</translation>
        </message>
        <message>
            <source>a power token cannot be left in {source}</source>
            <translation>a power token cannot be left in {source}</translation>
        </message>
        <message>
            <source>a power token is left only when every unit leaves</source>
            <translation>a power token is left only when every unit leaves</translation>
        </message>
        <message>
            <source>a port holds at most {limit} ships</source>
            <translation>a port holds at most {limit} ships</translation>
        </message>
        <message>
            <source>choose how many ships to take over</source>
            <translation>choose how many ships to take over</translation>
        </message>
        <message>
            <source>one choice per region</source>
            <translation>one choice per region</translation>
        </message>
        <message>
            <source>declare each of {regions}</source>
            <translation>declare each of {regions}</translation>
        </message>
        <message>
            <source>a side must be attacker, defender or none</source>
            <translation>a side must be attacker, defender or none</translation>
        </message>
        <message>
            <source>a neutral force cannot be supported</source>
            <translation>a neutral force cannot be supported</translation>
        </message>
        <message>
            <source>{card} is not in {seat}'s hand</source>
            <translation>{card} is not in {seat}'s hand</translation>
        </message>
        <message>
            <source>cannot retreat to {region}</source>
            <translation>cannot retreat to {region}</translation>
        </message>
        <message>
            <source>that is not one of the options</source>
            <translation>that is not one of the options</translation>
        </message>
        <message>
            <source>select between {min} and {max} units</source>
            <translation>select between {min} and {max} units</translation>
        </message>
        <message>
            <source>those units are not eligible</source>
            <translation>those units are not eligible</translation>
        </message>
        <message>
            <source>the armies still exceed the supply limit</source>
            <translation>the armies still exceed the supply limit</translation>
        </message>
        <message>
            <source>that destroys more units than needed</source>
            <translation>that destroys more units than needed</translation>
        </message>
        <message>
            <source>all units must come from one area</source>
            <translation>all units must come from one area</translation>
        </message>
        <message>
            <source>bid between 0 and {limit}</source>
            <translation>bid between 0 and {limit}</translation>
        </message>
        <message>
            <source>order exactly the tied houses</source>
            <translation>order exactly the tied houses</translation>
        </message>
        <message>
            <source>{castle} cannot muster now</source>
            <translation>{castle} cannot muster now</translation>
        </message>
        <message>
            <source>cannot upgrade to {unit}</source>
            <translation>cannot upgrade to {unit}</translation>
        </message>
        <message>
            <source>upgrades happen in the mustering area</source>
            <translation>upgrades happen in the mustering area</translation>
        </message>
        <message>
            <source>no footman to upgrade in {castle}</source>
            <translation>no footman to upgrade in {castle}</translation>
        </message>
        <message>
            <source>unknown unit {unit}</source>
            <translation>unknown unit {unit}</translation>
        </message>
        <message>
            <source>a ship cannot be mustered into {dest}</source>
            <translation>a ship cannot be mustered into {dest}</translation>
        </message>
        <message>
            <source>{dest} holds enemy ships</source>
            <translation>{dest} holds enemy ships</translation>
        </message>
        <message>
            <source>land units appear in the mustering area</source>
            <translation>land units appear in the mustering area</translation>
        </message>
        <message>
            <source>enemy units are in {castle}</source>
            <translation>enemy units are in {castle}</translation>
        </message>
        <message>
            <source>{castle} has only {points} points</source>
            <translation>{castle} has only {points} points</translation>
        </message>
        <message>
            <source>not enough {unit} pieces left</source>
            <translation>not enough {unit} pieces left</translation>
        </message>
        <message>
            <source>those units would exceed the supply limit</source>
            <translation>those units would exceed the supply limit</translation>
        </message>
        <message>
            <source>placing orders</source>
            <translation>placing orders</translation>
        </message>
        <message>
            <source>using the Messenger Raven</source>
            <translation>using the Messenger Raven</translation>
        </message>
        <message>
            <source>a raid</source>
            <translation>a raid</translation>
        </message>
        <message>
            <source>a march</source>
            <translation>a march</translation>
        </message>
        <message>
            <source>declaring support</source>
            <translation>declaring support</translation>
        </message>
        <message>
            <source>a house card</source>
            <translation>a house card</translation>
        </message>
        <message>
            <source>a bid</source>
            <translation>a bid</translation>
        </message>
        <message>
            <source>a choice</source>
            <translation>a choice</translation>
        </message>
        <message>
            <source>choosing units</source>
            <translation>choosing units</translation>
        </message>
        <message>
            <source>a retreat</source>
            <translation>a retreat</translation>
        </message>
        <message>
            <source>mustering</source>
            <translation>mustering</translation>
        </message>
        <message>
            <source>ordering tied houses</source>
            <translation>ordering tied houses</translation>
        </message>
        <message>
            <source>a name may not hold control, invisible or direction-changing characters</source>
            <translation>a name may not hold control, invisible or direction-changing characters</translation>
        </message>
        <message>
            <source>a name has at most 40 characters</source>
            <translation>a name has at most 40 characters</translation>
        </message>
        <message>
            <source>names that read as Bot are kept for the host's bots</source>
            <translation>names that read as Bot are kept for the host's bots</translation>
        </message>
        <message>
            <source>the host cannot save the game, so it takes no moves until saving works again</source>
            <translation>the host cannot save the game, so it takes no moves until saving works again</translation>
        </message>
        <message>
            <source>{token} may only be placed on land, not in {region}</source>
            <translation>{token} may only be placed on land, not in {region}</translation>
        </message>
        <message>
            <source>remove units worth {n} mustering points, and no more than needed</source>
            <translation>remove units worth {n} mustering points, and no more than needed</translation>
        </message>
        <message>
            <source>{n} players cannot seat every house of this game: it needs at least {min} players until vassals are played</source>
            <translation>{n} players cannot seat every house of this game: it needs at least {min} players until vassals are played</translation>
        </message>
        <message>
            <source>{seat} decides for more than one house now: name the house the command is for</source>
            <translation>{seat} decides for more than one house now: name the house the command is for</translation>
        </message>
        <message>
            <source>{seat} does not decide for {house} now</source>
            <translation>{seat} does not decide for {house} now</translation>
        </message>
        <message>
            <source>{dest} is held by your own vassal family: it cannot be marched into</source>
            <translation>{dest} is held by your own vassal family: it cannot be marched into</translation>
        </message>
        <message>
            <source>a vassal places at most {n} orders</source>
            <translation>a vassal places at most {n} orders</translation>
        </message>
        <message>
            <source>a vassal cannot march into a port ({dest})</source>
            <translation>a vassal cannot march into a port ({dest})</translation>
        </message>
        <message>
            <source>{token} may only be placed in a sea area, not in {region}</source>
            <translation>{token} may only be placed in a sea area, not in {region}</translation>
        </message>
        <message>
            <source>power tokens cannot be given in this game</source>
            <translation>power tokens cannot be given in this game</translation>
        </message>
        <message>
            <source>vassals neither give nor receive power tokens</source>
            <translation>vassals neither give nor receive power tokens</translation>
        </message>
        <message>
            <source>{house} cannot receive your power tokens</source>
            <translation>{house} cannot receive your power tokens</translation>
        </message>
        <message>
            <source>give between 1 and {n} power tokens</source>
            <translation>give between 1 and {n} power tokens</translation>
        </message>
        <message>
            <source>{house} has room for only {n} more power tokens</source>
            <translation>{house} has room for only {n} more power tokens</translation>
        </message>
        <message>
            <source>in a combat, power tokens may be given only while support is declared</source>
            <translation>in a combat, power tokens may be given only while support is declared</translation>
        </message>
        <message>
            <source>power tokens cannot be given while bids are being made</source>
            <translation>power tokens cannot be given while bids are being made</translation>
        </message>
        <message>
            <source>this game has no vassals</source>
            <translation>this game has no vassals</translation>
        </message>
        <message>
            <source>{house} is not in this game</source>
            <translation>{house} is not in this game</translation>
        </message>
        <message>
            <source>{house} is already a vassal</source>
            <translation>{house} is already a vassal</translation>
        </message>
        <message>
            <source>{house} is never a vassal</source>
            <translation>{house} is never a vassal</translation>
        </message>
        <message>
            <source>{house} is the last player: it cannot become a vassal</source>
            <translation>{house} is the last player: it cannot become a vassal</translation>
        </message>
        <message>
            <source>{house} is not a vassal</source>
            <translation>{house} is not a vassal</translation>
        </message>
        <message>
            <source>only the host may send that command</source>
            <translation>only the host may send that command</translation>
        </message>
        <message>
            <source>answer what the game asks of you before giving power tokens</source>
            <translation>answer what the game asks of you before giving power tokens</translation>
        </message>
        <message>
            <source>a house changes hands only once the combat is over</source>
            <translation>a house changes hands only once the combat is over</translation>
        </message>
        <message>
            <source>names that read as Host are kept for the host</source>
            <translation>names that read as Host are kept for the host</translation>
        </message>
        <message>
            <source>a chat message may not hold line breaks, control or direction-changing characters</source>
            <translation>a chat message may not hold line breaks, control or direction-changing characters</translation>
        </message>
        <message>
            <source>you have given power tokens often just now: give again in {n} seconds</source>
            <translation>you have given power tokens often just now: give again in {n} seconds</translation>
        </message>
        <message>
            <source>private messages are off in this game: speak to the whole table</source>
            <translation>private messages are off in this game: speak to the whole table</translation>
        </message>
        <message>
            <source>round {n} is already the last</source>
            <translation>round {n} is already the last</translation>
        </message>
        <message>
            <source>{house} cannot be declared the winner: it is not a player's house</source>
            <translation>{house} cannot be declared the winner: it is not a player's house</translation>
        </message>
        <message>
            <source>the game is paused: no move is taken until it resumes</source>
            <translation>the game is paused: no move is taken until it resumes</translation>
        </message>
        <message>
            <source>that request to the table is malformed: {problem}</source>
            <translation>that request to the table is malformed: {problem}</translation>
        </message>
        <message>
            <source>nobody decides for this table: the host takes no requests</source>
            <translation>nobody decides for this table: the host takes no requests</translation>
        </message>
        <message>
            <source>the game has not started yet</source>
            <translation>the game has not started yet</translation>
        </message>
        <message>
            <source>only a player at the table may ask for that</source>
            <translation>only a player at the table may ask for that</translation>
        </message>
        <message>
            <source>only someone watching, not playing, may take a house over</source>
            <translation>only someone watching, not playing, may take a house over</translation>
        </message>
        <message>
            <source>say who you are first: taking a house over needs a name</source>
            <translation>say who you are first: taking a house over needs a name</translation>
        </message>
        <message>
            <source>a tournament allows no vote to {vote}</source>
            <translation>a tournament allows no vote to {vote}</translation>
        </message>
        <message>
            <source>a vote to {vote} is already running</source>
            <translation>a vote to {vote} is already running</translation>
        </message>
        <message>
            <source>not while the game is paused</source>
            <translation>not while the game is paused</translation>
        </message>
        <message>
            <source>the game is not paused</source>
            <translation>the game is not paused</translation>
        </message>
        <message>
            <source>the game resumes by itself in a moment</source>
            <translation>the game resumes by itself in a moment</translation>
        </message>
        <message>
            <source>this game has no chess clock</source>
            <translation>this game has no chess clock</translation>
        </message>
        <message>
            <source>the clocks cannot be extended again now</source>
            <translation>the clocks cannot be extended again now</translation>
        </message>
        <message>
            <source>not during a battle</source>
            <translation>not during a battle</translation>
        </message>
        <message>
            <source>not while the house cards are drafted</source>
            <translation>not while the house cards are drafted</translation>
        </message>
        <message>
            <source>there is no vote {n} running</source>
            <translation>there is no vote {n} running</translation>
        </message>
        <message>
            <source>you do not vote on this</source>
            <translation>you do not vote on this</translation>
        </message>
        <message>
            <source>the person who asked is no longer here</source>
            <translation>the person who asked is no longer here</translation>
        </message>
        <message>
            <source>{house} cannot be taken over: only a bot's, an away player's or a vassal's house can</source>
            <translation>{house} cannot be taken over: only a bot's, an away player's or a vassal's house can</translation>
        </message>
        <message>
            <source>{house}'s clock ran out: it stays as it is</source>
            <translation>{house}'s clock ran out: it stays as it is</translation>
        </message>
        <message>
            <source>your own house is handed back, not voted away</source>
            <translation>your own house is handed back, not voted away</translation>
        </message>
        <message>
            <source>{n} players are the fewest left: none more is replaced by a vassal</source>
            <translation>{n} players are the fewest left: none more is replaced by a vassal</translation>
        </message>
        <message>
            <source>a house is not swapped with itself</source>
            <translation>a house is not swapped with itself</translation>
        </message>
        <message>
            <source>{house} is not played by a person at the table</source>
            <translation>{house} is not played by a person at the table</translation>
        </message>
        <message>
            <source>houses are swapped only outside a battle and a bid, and not once either has placed its orders</source>
            <translation>houses are swapped only outside a battle and a bid, and not once either has placed its orders</translation>
        </message>
        <message>
            <source>with objectives, houses are swapped only before either has kept its first ones</source>
            <translation>with objectives, houses are swapped only before either has kept its first ones</translation>
        </message>
        <message>
            <source>only a player holding a house can hand it back</source>
            <translation>only a player holding a house can hand it back</translation>
        </message>
        <message>
            <source>this game plays no vassals: a bot takes the house</source>
            <translation>this game plays no vassals: a bot takes the house</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>Replay</source>
            <translation>Replay</translation>
        </message>
        <message>
            <source>To the start</source>
            <translation>To the start</translation>
        </message>
        <message>
            <source>Previous round</source>
            <translation>Previous round</translation>
        </message>
        <message>
            <source>Previous step</source>
            <translation>Previous step</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Next step</source>
            <translation>Next step</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>Next round</translation>
        </message>
        <message>
            <source>To the end</source>
            <translation>To the end</translation>
        </message>
        <message>
            <source>{n} steps per second</source>
            <translation>{n} steps per second</translation>
        </message>
        <message>
            <source>Playing speed</source>
            <translation>Playing speed</translation>
        </message>
        <message>
            <source>Drag to any step of the game</source>
            <translation>Drag to any step of the game</translation>
        </message>
        <message>
            <source>step {i} of {n} · round {r}</source>
            <translation>step {i} of {n} · round {r}</translation>
        </message>
        <message>
            <source>Watch a &amp;replay…</source>
            <translation>Watch a &amp;replay…</translation>
        </message>
        <message>
            <source>Watch a replay</source>
            <translation>Watch a replay</translation>
        </message>
        <message>
            <source>Saved games (*.agot.json *.agot);;All files (*)</source>
            <translation>Saved games (*.agot.json *.agot);;All files (*)</translation>
        </message>
        <message>
            <source>This game cannot be replayed: {why}</source>
            <translation>This game cannot be replayed: {why}</translation>
        </message>
        <message>
            <source>Chart of the game</source>
            <translation>Chart of the game</translation>
        </message>
        <message>
            <source>Castles, supply and power of each house round by round, and the battles won and lost, up to this step</source>
            <translation>Castles, supply and power of each house round by round, and the battles won and lost, up to this step</translation>
        </message>
    </context>
    <context>
        <name>Leave</name>
        <message>
            <source>End the LAN game for everyone?</source>
            <translation>End the LAN game for everyone?</translation>
        </message>
        <message>
            <source>End the game for everyone</source>
            <translation>End the game for everyone</translation>
        </message>
        <message>
            <source>End the game in progress?</source>
            <translation>End the game in progress?</translation>
        </message>
        <message>
            <source>Go to the LAN page</source>
            <translation>Go to the LAN page</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Keep playing</translation>
        </message>
        <message>
            <source>Leave the LAN game?</source>
            <translation>Leave the LAN game?</translation>
        </message>
        <message>
            <source>Leave without saving</source>
            <translation>Leave without saving</translation>
        </message>
        <message>
            <source>Load another game</source>
            <translation>Load another game</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quit</translation>
        </message>
        <message>
            <source>Save first…</source>
            <translation>Save first…</translation>
        </message>
        <message>
            <source>Start a new game</source>
            <translation>Start a new game</translation>
        </message>
        <message>
            <source>The game ends now for the people seated: {people}. It is saved after every move: you can host it again later with "Resume a saved LAN game…" and they get their seats back.</source>
            <translation>The game ends now for the people seated: {people}. It is saved after every move: you can host it again later with "Resume a saved LAN game…" and they get their seats back.</translation>
        </message>
        <message>
            <source>The game goes on without you; your seat ({house}) stays yours and is shown as away. Join the game again to take it back.</source>
            <translation>The game goes on without you; your seat ({house}) stays yours and is shown as away. Join the game again to take it back.</translation>
        </message>
        <message>
            <source>This ends {what} (round {n}). The last moves are kept under "Continue" on the start screen, but only a saved game is kept for good: save it first?</source>
            <translation>This ends {what} (round {n}). The last moves are kept under "Continue" on the start screen, but only a saved game is kept for good: save it first?</translation>
        </message>
        <message>
            <source>Watch a replay</source>
            <translation>Watch a replay</translation>
        </message>
        <message>
            <source>Watch bots play</source>
            <translation>Watch bots play</translation>
        </message>
        <message>
            <source>You stop watching this game.</source>
            <translation>You stop watching this game.</translation>
        </message>
        <message>
            <source>a player</source>
            <translation>a player</translation>
        </message>
        <message>
            <source>nobody else</source>
            <translation>nobody else</translation>
        </message>
        <message>
            <source>the hot-seat game of {houses}</source>
            <translation>the hot-seat game of {houses}</translation>
        </message>
        <message>
            <source>your game as {houses} against bots</source>
            <translation>your game as {houses} against bots</translation>
        </message>
        <message>
            <source>{name} ({house})</source>
            <translation>{name} ({house})</translation>
        </message>
        <message>
            <source>Go to the start page</source>
            <translation>Go to the start page</translation>
        </message>
    </context>
    <context>
        <name>Autosave</name>
        <message>
            <source>Not saved: the autosave failed.</source>
            <translation>Not saved: the autosave failed.</translation>
        </message>
        <message>
            <source>Saved games that could not be read were set aside: {files} (in {folder}).</source>
            <translation>Saved games that could not be read were set aside: {files} (in {folder}).</translation>
        </message>
        <message>
            <source>The game cannot be saved</source>
            <translation>The game cannot be saved</translation>
        </message>
        <message>
            <source>The game could not be saved automatically, so a crash would lose the last moves. Free some disk space or check the data folder's permissions; you can also save it elsewhere with Game &gt; Save as…</source>
            <translation>The game could not be saved automatically, so a crash would lose the last moves. Free some disk space or check the data folder's permissions; you can also save it elsewhere with Game &gt; Save as…</translation>
        </message>
        <message>
            <source>The game goes on when you close this message.</source>
            <translation>The game goes on when you close this message.</translation>
        </message>
        <message>
            <source>today at {time}</source>
            <translation>today at {time}</translation>
        </message>
        <message>
            <source>yesterday at {time}</source>
            <translation>yesterday at {time}</translation>
        </message>
        <message>
            <source>{date} at {time}</source>
            <translation>{date} at {time}</translation>
        </message>
        <message>
            <source>{houses} (hot-seat)</source>
            <translation>{houses} (hot-seat)</translation>
        </message>
        <message>
            <source>{who} against {n} bots</source>
            <translation>{who} against {n} bots</translation>
        </message>
        <message>
            <source>{who} · round {round} · saved {when}</source>
            <translation>{who} · round {round} · saved {when}</translation>
        </message>
    </context>
    <context>
        <name>Outcomes</name>
        <message>
            <source>mammoth icon</source>
            <translation>mammoth icon</translation>
        </message>
        <message>
            <source>Event phase</source>
            <translation>Event phase</translation>
        </message>
        <message>
            <source>Westeros phase</source>
            <translation>Westeros phase</translation>
        </message>
        <message>
            <source>{house} takes {area} from the neutral force.</source>
            <translation>{house} takes {area} from the neutral force.</translation>
        </message>
        <message>
            <source>The neutral force in {area} holds against {house}.</source>
            <translation>The neutral force in {area} holds against {house}.</translation>
        </message>
        <message>
            <source>The Night's Watch holds</source>
            <translation>The Night's Watch holds</translation>
        </message>
        <message>
            <source>The wildlings win</source>
            <translation>The wildlings win</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Units</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Order</translation>
        </message>
        <message>
            <source>Garrison</source>
            <translation>Garrison</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Support</translation>
        </message>
        <message>
            <source>House card</source>
            <translation>House card</translation>
        </message>
        <message>
            <source>Valyrian Steel Blade</source>
            <translation>Valyrian Steel Blade</translation>
        </message>
        <message>
            <source>Tides of Battle</source>
            <translation>Tides of Battle</translation>
        </message>
        <message>
            <source>{n}.</source>
            <translation>{n}.</translation>
        </message>
        <message>
            <source>Battle for {area}</source>
            <translation>Battle for {area}</translation>
        </message>
        <message>
            <source>{house} wins, {a} to {d}.</source>
            <translation>{house} wins, {a} to {d}.</translation>
        </message>
        <message>
            <source>{house} could not retreat: {units} destroyed.</source>
            <translation>{house} could not retreat: {units} destroyed.</translation>
        </message>
        <message>
            <source>Wildling attack (strength {n})</source>
            <translation>Wildling attack (strength {n})</translation>
        </message>
        <message>
            <source>Fighting</source>
            <translation>Fighting</translation>
        </message>
        <message>
            <source>Swords</source>
            <translation>Swords</translation>
        </message>
        <message>
            <source>Fortifications</source>
            <translation>Fortifications</translation>
        </message>
        <message>
            <source>Skulls</source>
            <translation>Skulls</translation>
        </message>
        <message>
            <source>1 sword</source>
            <translation>1 sword</translation>
        </message>
        <message>
            <source>1 fortification</source>
            <translation>1 fortification</translation>
        </message>
        <message>
            <source>1 skull</source>
            <translation>1 skull</translation>
        </message>
        <message>
            <source>{house} wins: the other side has nothing left to fight with.</source>
            <translation>{house} wins: the other side has nothing left to fight with.</translation>
        </message>
        <message>
            <source>{house} retreats to {area} with {units}.</source>
            <translation>{house} retreats to {area} with {units}.</translation>
        </message>
        <message>
            <source>used, without effect.</source>
            <translation>used, without effect.</translation>
        </message>
        <message>
            <source>House</source>
            <translation>House</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Bid</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>Before</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Now</translation>
        </message>
        <message>
            <source>attacker</source>
            <translation>attacker</translation>
        </message>
        <message>
            <source>defender</source>
            <translation>defender</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>strength {n}</source>
            <translation>strength {n}</translation>
        </message>
        <message>
            <source>A tie: won by the house higher on the {track} track ({places}).</source>
            <translation>A tie: won by the house higher on the {track} track ({places}).</translation>
        </message>
        <message>
            <source>{swords} swords against {forts} fortifications, {skulls} skulls</source>
            <translation>{swords} swords against {forts} fortifications, {skulls} skulls</translation>
        </message>
        <message>
            <source>{skulls} skulls</source>
            <translation>{skulls} skulls</translation>
        </message>
        <message>
            <source>{house} must lose {n}: {why}.</source>
            <translation>{house} must lose {n}: {why}.</translation>
        </message>
        <message>
            <source>No casualties.</source>
            <translation>No casualties.</translation>
        </message>
        <message>
            <source>{attacker} attacks from {source}; {defender} defends.</source>
            <translation>{attacker} attacks from {source}; {defender} defends.</translation>
        </message>
        <message>
            <source>(printed {n})</source>
            <translation>(printed {n})</translation>
        </message>
        <message>
            <source>{n} swords</source>
            <translation>{n} swords</translation>
        </message>
        <message>
            <source>{n} fortifications</source>
            <translation>{n} fortifications</translation>
        </message>
        <message>
            <source>{n} skulls</source>
            <translation>{n} skulls</translation>
        </message>
        <message>
            <source>{unit} of {house} in {area} ({why})</source>
            <translation>{unit} of {house} in {area} ({why})</translation>
        </message>
        <message>
            <source>Casualties:</source>
            <translation>Casualties:</translation>
        </message>
        <message>
            <source>Card abilities</source>
            <translation>Card abilities</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>No ties.</source>
            <translation>No ties.</translation>
        </message>
        <message>
            <source>Wildling card:</source>
            <translation>Wildling card:</translation>
        </message>
        <message>
            <source>wildling icon</source>
            <translation>wildling icon</translation>
        </message>
        <message>
            <source>Tie between {houses}: {holder} (Iron Throne) put them in this order: {order}.</source>
            <translation>Tie between {houses}: {holder} (Iron Throne) put them in this order: {order}.</translation>
        </message>
        <message>
            <source>{outcome}: {total} against {strength}.</source>
            <translation>{outcome}: {total} against {strength}.</translation>
        </message>
        <message>
            <source>Tied: {houses}; {holder} (Iron Throne) chose {target}.</source>
            <translation>Tied: {houses}; {holder} (Iron Throne) chose {target}.</translation>
        </message>
        <message>
            <source>Wildling threat: {before} → {after}</source>
            <translation>Wildling threat: {before} → {after}</translation>
        </message>
        <message>
            <source>{area} ({house}) {n}</source>
            <translation>{area} ({house}) {n}</translation>
        </message>
        <message>
            <source>Deck {deck}</source>
            <translation>Deck {deck}</translation>
        </message>
        <message>
            <source>Earlier outcome</source>
            <translation>Earlier outcome</translation>
        </message>
        <message>
            <source>Later outcome</source>
            <translation>Later outcome</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Show</translation>
        </message>
        <message>
            <source>Fold</source>
            <translation>Fold</translation>
        </message>
        <message>
            <source>{title} · round {n}</source>
            <translation>{title} · round {n}</translation>
        </message>
        <message>
            <source>{card} ({house}):</source>
            <translation>{card} ({house}):</translation>
        </message>
        <message>
            <source>{house}'s garrison in {area} is removed: the area was taken.</source>
            <translation>{house}'s garrison in {area} is removed: the area was taken.</translation>
        </message>
        <message>
            <source>cancelled by {card}</source>
            <translation>cancelled by {card}</translation>
        </message>
        <message>
            <source>discarded by {card}</source>
            <translation>discarded by {card}</translation>
        </message>
        <message>
            <source>discarded by its own text</source>
            <translation>discarded by its own text</translation>
        </message>
        <message>
            <source>no card in its place</source>
            <translation>no card in its place</translation>
        </message>
        <message>
            <source>no text: cancelled by {card}</source>
            <translation>no text: cancelled by {card}</translation>
        </message>
        <message>
            <source>discarded from the hand by {card}:</source>
            <translation>discarded from the hand by {card}:</translation>
        </message>
        <message>
            <source>{count} × {unit} of {house} count {after} each instead of {before} ({delta}).</source>
            <translation>{count} × {unit} of {house} count {after} each instead of {before} ({delta}).</translation>
        </message>
        <message>
            <source>{count} × supporting {unit} of {house} count {after} each instead of {before} ({delta}).</source>
            <translation>{count} × supporting {unit} of {house} count {after} each instead of {before} ({delta}).</translation>
        </message>
        <message>
            <source>its card counts {after} instead of {before}.</source>
            <translation>its card counts {after} instead of {before}.</translation>
        </message>
        <message>
            <source>{victim}'s card counts {after} instead of {before}.</source>
            <translation>{victim}'s card counts {after} instead of {before}.</translation>
        </message>
        <message>
            <source>{after} swords instead of {before}.</source>
            <translation>{after} swords instead of {before}.</translation>
        </message>
        <message>
            <source>{after} fortifications instead of {before}.</source>
            <translation>{after} fortifications instead of {before}.</translation>
        </message>
        <message>
            <source>the defense order counts {after} instead of {before}.</source>
            <translation>the defense order counts {after} instead of {before}.</translation>
        </message>
        <message>
            <source>{victim}'s defense order counts {after} instead of {before}.</source>
            <translation>{victim}'s defense order counts {after} instead of {before}.</translation>
        </message>
        <message>
            <source>{house} loses no units to casualties.</source>
            <translation>{house} loses no units to casualties.</translation>
        </message>
        <message>
            <source>{house} chooses where the loser retreats.</source>
            <translation>{house} chooses where the loser retreats.</translation>
        </message>
        <message>
            <source>the winning attacker goes back where it came from.</source>
            <translation>the winning attacker goes back where it came from.</translation>
        </message>
        <message>
            <source>{n} more</source>
            <translation>{n} more</translation>
        </message>
        <message>
            <source>Your battle stays until you close it; {n} later outcome(s) wait behind it.</source>
            <translation>Your battle stays until you close it; {n} later outcome(s) wait behind it.</translation>
        </message>
        <message>
            <source>Close this to see the next: {n} later outcome(s) wait behind it.</source>
            <translation>Close this to see the next: {n} later outcome(s) wait behind it.</translation>
        </message>
        <message>
            <source>no swords</source>
            <translation>no swords</translation>
        </message>
        <message>
            <source>no fortifications</source>
            <translation>no fortifications</translation>
        </message>
        <message>
            <source>{swords} against {forts}</source>
            <translation>{swords} against {forts}</translation>
        </message>
        <message>
            <source>{unit} of {house} in {area}</source>
            <translation>{unit} of {house} in {area}</translation>
        </message>
        <message>
            <source>Fixed by a card</source>
            <translation>Fixed by a card</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>A Consolidate Power order (on land only) gains one power plus one for each crown in its area. A starred one gains the same; it does not muster.</source>
            <translation>A Consolidate Power order (on land only) gains one power plus one for each crown in its area. A starred one gains the same; it does not muster.</translation>
        </message>
        <message>
            <source>Cards and dominance tokens sometimes ask for a choice: whether to use the Valyrian Steel Blade, a card's ability, or which units a wildling victory costs. The panel names the card and each option.</source>
            <translation>Cards and dominance tokens sometimes ask for a choice: whether to use the Valyrian Steel Blade, a card's ability, or which units a wildling victory costs. The panel names the card and each option.</translation>
        </message>
        <message>
            <source>Against the wildlings, all bids together must reach the threat: then the highest bidder may take back one used house card. Otherwise every house removes units worth 2 and the lowest bidder 2 more.</source>
            <translation>Against the wildlings, all bids together must reach the threat: then the highest bidder may take back one used house card. Otherwise every house removes units worth 2 and the lowest bidder 2 more.</translation>
        </message>
        <message>
            <source>A city gives one mustering point, a stronghold two: a footman or ship costs 1, a knight 2, upgrading a footman to a knight 1. Ships go to an adjacent sea not held by a neutral force; armies must fit your supply.</source>
            <translation>A city gives one mustering point, a stronghold two: a footman or ship costs 1, a knight 2, upgrading a footman to a knight 1. Ships go to an adjacent sea not held by a neutral force; armies must fit your supply.</translation>
        </message>
        <message>
            <source>The loser loses one unit per sword of the winner's card beyond the fortifications of its own. Routed units that must retreat are destroyed.</source>
            <translation>The loser loses one unit per sword of the winner's card beyond the fortifications of its own. Routed units that must retreat are destroyed.</translation>
        </message>
        <message>
            <source>Both players choose a house card secretly; they are revealed together and their abilities apply. The higher total wins; a tie goes to the house higher on the Fiefdoms track. Once all seven cards were played, the house takes all seven back.</source>
            <translation>Both players choose a house card secretly; they are revealed together and their abilities apply. The higher total wins; a tie goes to the house higher on the Fiefdoms track. Once all seven cards were played, the house takes all seven back.</translation>
        </message>
        <message>
            <source>Strength = units (footman 1, knight 2, ship 1) + order bonus + support + house card + Valyrian Steel Blade (+1, once a round). A neutral force must be matched: it plays no card.</source>
            <translation>Strength = units (footman 1, knight 2, ship 1) + order bonus + support + house card + Valyrian Steel Blade (+1, once a round). A neutral force must be matched: it plays no card.</translation>
        </message>
        <message>
            <source>Support orders adjacent to the combat add their units' strength and the order's bonus to the side their owner chooses, or to nobody. Land units cannot support into the sea. Supporting units never die and never retreat.</source>
            <translation>Support orders adjacent to the combat add their units' strength and the order's bonus to the side their owner chooses, or to nobody. Land units cannot support into the sea. Supporting units never die and never retreat.</translation>
        </message>
        <message>
            <source>A raid removes an adjacent enemy Support, Raid or Consolidate Power order; a starred raid removes up to two, never March or Defense. Raiding Consolidate Power gives the raider one power. Land units cannot raid a sea; ships raid land and sea.</source>
            <translation>A raid removes an adjacent enemy Support, Raid or Consolidate Power order; a starred raid removes up to two, never March or Defense. Raiding Consolidate Power gives the raider one power. Land units cannot raid a sea; ships raid land and sea.</translation>
        </message>
        <message>
            <source>The holder of the Messenger Raven may replace one of its orders with an unused token.</source>
            <translation>The holder of the Messenger Raven may replace one of its orders with an unused token.</translation>
        </message>
        <message>
            <source>Starred orders by your place on the King's Court track: 3, 3, 2, 1, 0. Drag a token from the tray onto an area, or click an area and then a token.</source>
            <translation>Starred orders by your place on the King's Court track: 3, 3, 2, 1, 0. Drag a token from the tray onto an area, or click an area and then a token.</translation>
        </message>
        <message>
            <source>Every house secretly puts one order token on each area with its units: March, Defense, Support, Raid or Consolidate Power (on land only). All orders are revealed together.</source>
            <translation>Every house secretly puts one order token on each area with its units: March, Defense, Support, Raid or Consolidate Power (on land only). All orders are revealed together.</translation>
        </message>
        <message>
            <source>Supply recounts barrels; Mustering lets every house recruit; Clash of Kings re-bids the three influence tracks; Game of Thrones gives one power per crown; Winter is Coming reshuffles its deck and draws again; Sea of Storms, Feast for Crows and Storm of Swords forbid Raid, Consolidate Power or Defense orders this round; in Rains of Autumn supporting footmen count 0.</source>
            <translation>Supply recounts barrels; Mustering lets every house recruit; Clash of Kings re-bids the three influence tracks; Game of Thrones gives one power per crown; Winter is Coming reshuffles its deck and draws again; Sea of Storms, Feast for Crows and Storm of Swords forbid Raid, Consolidate Power or Defense orders this round; in Rains of Autumn supporting footmen count 0.</translation>
        </message>
        <message>
            <source>One card is drawn from each of the event decks I, II and III and resolved in that order. Each mammoth icon moves the wildling marker up by 2 (to 12 at most); only a Wildling Attack card makes the wildlings attack, and after an attack the marker goes back to 0.</source>
            <translation>One card is drawn from each of the event decks I, II and III and resolved in that order. Each mammoth icon moves the wildling marker up by 2 (to 12 at most); only a Wildling Attack card makes the wildlings attack, and after an attack the marker goes back to 0.</translation>
        </message>
        <message>
            <source>Houses act in Iron Throne order. Whoever first controls seven cities and strongholds (eight with three players) wins at once; after round 10 the most wins (ties: supply barrels, then power tokens; a tie on all of them is a shared win).</source>
            <translation>Houses act in Iron Throne order. Whoever first controls seven cities and strongholds (eight with three players) wins at once; after round 10 the most wins (ties: supply barrels, then power tokens; a tie on all of them is a shared win).</translation>
        </message>
        <message>
            <source>Each of the ten rounds has five phases: events (from round 2), planning, raids, marches and combat, and consolidating power.</source>
            <translation>Each of the ten rounds has five phases: events (from round 2), planning, raids, marches and combat, and consolidating power.</translation>
        </message>
        <message>
            <source>Event phase</source>
            <translation>Event phase</translation>
        </message>
        <message>
            <source>A round</source>
            <translation>A round</translation>
        </message>
        <message>
            <source>Westeros phase</source>
            <translation>Westeros phase</translation>
        </message>
        <message>
            <source>Planning: orders</source>
            <translation>Planning: orders</translation>
        </message>
        <message>
            <source>Messenger Raven</source>
            <translation>Messenger Raven</translation>
        </message>
        <message>
            <source>Raids</source>
            <translation>Raids</translation>
        </message>
        <message>
            <source>Marches</source>
            <translation>Marches</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Support</translation>
        </message>
        <message>
            <source>Combat and house cards</source>
            <translation>Combat and house cards</translation>
        </message>
        <message>
            <source>Casualties and supply</source>
            <translation>Casualties and supply</translation>
        </message>
        <message>
            <source>Retreats</source>
            <translation>Retreats</translation>
        </message>
        <message>
            <source>Mustering</source>
            <translation>Mustering</translation>
        </message>
        <message>
            <source>Bids</source>
            <translation>Bids</translation>
        </message>
        <message>
            <source>Ties</source>
            <translation>Ties</translation>
        </message>
        <message>
            <source>Choices</source>
            <translation>Choices</translation>
        </message>
        <message>
            <source>Consolidate Power</source>
            <translation>Consolidate Power</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>Load a game</source>
            <translation>Load a game</translation>
        </message>
        <message>
            <source>Save / save as</source>
            <translation>Save / save as</translation>
        </message>
        <message>
            <source>Zoom in / out</source>
            <translation>Zoom in / out</translation>
        </message>
        <message>
            <source>Fit the map to the window</source>
            <translation>Fit the map to the window</translation>
        </message>
        <message>
            <source>Full screen / leave full screen</source>
            <translation>Full screen / leave full screen</translation>
        </message>
        <message>
            <source>This rules quick reference</source>
            <translation>This rules quick reference</translation>
        </message>
        <message>
            <source>Replay: step back / forward</source>
            <translation>Replay: step back / forward</translation>
        </message>
        <message>
            <source>Replay: previous / next round</source>
            <translation>Replay: previous / next round</translation>
        </message>
        <message>
            <source>Replay: start / end</source>
            <translation>Replay: start / end</translation>
        </message>
        <message>
            <source>Replay and watching: play / pause</source>
            <translation>Replay and watching: play / pause</translation>
        </message>
        <message>
            <source>Watching: one step while paused</source>
            <translation>Watching: one step while paused</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Keyboard shortcuts</translation>
        </message>
        <message>
            <source>Each of the ten rounds has three phases: Westeros (from round 2), Planning and Action.</source>
            <translation>Each of the ten rounds has three phases: Westeros (from round 2), Planning and Action.</translation>
        </message>
        <message>
            <source>Houses act in Iron Throne order. Whoever first controls seven castles and strongholds wins at once; after round 10 the most castles wins (ties: land areas, then supply, then the Iron Throne).</source>
            <translation>Houses act in Iron Throne order. Whoever first controls seven castles and strongholds wins at once; after round 10 the most castles wins (ties: land areas, then supply, then the Iron Throne).</translation>
        </message>
        <message>
            <source>One card is drawn from each of the decks I, II and III and resolved in that order. Each wildling icon raises the wildling threat by 2; at 12 the wildlings attack at once.</source>
            <translation>One card is drawn from each of the decks I, II and III and resolved in that order. Each wildling icon raises the wildling threat by 2; at 12 the wildlings attack at once.</translation>
        </message>
        <message>
            <source>Supply recounts barrels; Mustering lets every house recruit in its castles; Clash of Kings re-bids the three influence tracks; Game of Thrones gives power for crowns and ports.</source>
            <translation>Supply recounts barrels; Mustering lets every house recruit in its castles; Clash of Kings re-bids the three influence tracks; Game of Thrones gives power for crowns and ports.</translation>
        </message>
        <message>
            <source>Every house secretly puts one order token on each area with its units: March, Defense, Support, Raid or Consolidate Power. All orders are revealed together.</source>
            <translation>Every house secretly puts one order token on each area with its units: March, Defense, Support, Raid or Consolidate Power. All orders are revealed together.</translation>
        </message>
        <message>
            <source>Starred orders are limited by your position on the King's Court track. Drag a token from the tray onto an area, or click an area and then a token.</source>
            <translation>Starred orders are limited by your position on the King's Court track. Drag a token from the tray onto an area, or click an area and then a token.</translation>
        </message>
        <message>
            <source>The holder of the Messenger Raven may replace one of its orders with an unused token, or look at the top wildling card and keep it there or put it at the bottom.</source>
            <translation>The holder of the Messenger Raven may replace one of its orders with an unused token, or look at the top wildling card and keep it there or put it at the bottom.</translation>
        </message>
        <message>
            <source>A raid removes an adjacent enemy Support, Raid or Consolidate Power order (a starred raid also a Defense order). Raiding Consolidate Power gives the raider one power and takes one from its owner. Land units cannot raid a sea.</source>
            <translation>A raid removes an adjacent enemy Support, Raid or Consolidate Power order (a starred raid also a Defense order). Raiding Consolidate Power gives the raider one power and takes one from its owner. Land units cannot raid a sea.</translation>
        </message>
        <message>
            <source>Move any of the area's units to adjacent areas (land units also across chains of your own ships). Only one of the moves may enter an area held by another house: that starts a combat.</source>
            <translation>Move any of the area's units to adjacent areas (land units also across chains of your own ships). Only one of the moves may enter an area held by another house: that starts a combat.</translation>
        </message>
        <message>
            <source>Leaving an area empty, you may leave a power token to keep control of it. Drag units onto a highlighted area.</source>
            <translation>Leaving an area empty, you may leave a power token to keep control of it. Drag units onto a highlighted area.</translation>
        </message>
        <message>
            <source>Support orders adjacent to the combat add their units' strength and the order's bonus to the side their owner chooses, or to nobody. Land units cannot support into the sea; a port supports only its sea.</source>
            <translation>Support orders adjacent to the combat add their units' strength and the order's bonus to the side their owner chooses, or to nobody. Land units cannot support into the sea; a port supports only its sea.</translation>
        </message>
        <message>
            <source>Strength = units (footman 1, knight 2, ship 1, siege engine 4 against a castle) + order bonus + support + garrison (defender at home) + house card + Valyrian Steel Blade (+1, once a round) + Tides of Battle.</source>
            <translation>Strength = units (footman 1, knight 2, ship 1, siege engine 4 against a castle) + order bonus + support + garrison (defender at home) + house card + Valyrian Steel Blade (+1, once a round) + Tides of Battle.</translation>
        </message>
        <message>
            <source>Both players choose a house card secretly; they are revealed together and their abilities apply. The higher total wins; a tie goes to the house higher on the Fiefdoms track.</source>
            <translation>Both players choose a house card secretly; they are revealed together and their abilities apply. The higher total wins; a tie goes to the house higher on the Fiefdoms track.</translation>
        </message>
        <message>
            <source>The loser loses one unit per sword of the winner's card beyond the fortifications of its own; Tides of Battle skulls kill one unit each. Routed units and siege engines that must retreat are destroyed.</source>
            <translation>The loser loses one unit per sword of the winner's card beyond the fortifications of its own; Tides of Battle skulls kill one unit each. Routed units and siege engines that must retreat are destroyed.</translation>
        </message>
        <message>
            <source>An army larger than your supply allows must shrink: choose the units to remove.</source>
            <translation>An army larger than your supply allows must shrink: choose the units to remove.</translation>
        </message>
        <message>
            <source>The defeated attacker goes back where it came from; the defeated defender retreats to an adjacent area that is empty or its own, never where the attack came from, choosing among those that cost the fewest units to supply. Retreated units are routed until the round ends.</source>
            <translation>The defeated attacker goes back where it came from; the defeated defender retreats to an adjacent area that is empty or its own, never where the attack came from, choosing among those that cost the fewest units to supply. Retreated units are routed until the round ends.</translation>
        </message>
        <message>
            <source>A castle gives one mustering point, a stronghold two: a footman or ship costs 1, a knight or siege engine 2, upgrading a footman to a knight 1. Ships go to the castle's port or an adjacent sea; armies must fit your supply.</source>
            <translation>A castle gives one mustering point, a stronghold two: a footman or ship costs 1, a knight or siege engine 2, upgrading a footman to a knight 1. Ships go to the castle's port or an adjacent sea; armies must fit your supply.</translation>
        </message>
        <message>
            <source>Bids are secret and revealed together; the power bid is spent. In a Clash of Kings the highest bids take the first places on each track; the Iron Throne holder orders ties.</source>
            <translation>Bids are secret and revealed together; the power bid is spent. In a Clash of Kings the highest bids take the first places on each track; the Iron Throne holder orders ties.</translation>
        </message>
        <message>
            <source>Against the wildlings, all bids together must reach the threat: then the highest bidder is rewarded; otherwise the lowest bidder suffers most and everyone else a little.</source>
            <translation>Against the wildlings, all bids together must reach the threat: then the highest bidder is rewarded; otherwise the lowest bidder suffers most and everyone else a little.</translation>
        </message>
        <message>
            <source>Equal bids are put in order by the holder of the Iron Throne (in a Clash of Kings for the Iron Throne itself, by the house that holds it before the bid).</source>
            <translation>Equal bids are put in order by the holder of the Iron Throne (in a Clash of Kings for the Iron Throne itself, by the house that holds it before the bid).</translation>
        </message>
        <message>
            <source>Cards and dominance tokens sometimes ask for a choice: whether to use the Valyrian Steel Blade, a card's ability, which Westeros card applies, or a wildling card's effect. The panel names the card and each option.</source>
            <translation>Cards and dominance tokens sometimes ask for a choice: whether to use the Valyrian Steel Blade, a card's ability, which Westeros card applies, or a wildling card's effect. The panel names the card and each option.</translation>
        </message>
        <message>
            <source>A Consolidate Power order gains one power plus one for each crown in its area (in a port: one, unless an enemy ship is in its sea). A starred one in a castle may muster there instead.</source>
            <translation>A Consolidate Power order gains one power plus one for each crown in its area (in a port: one, unless an enemy ship is in its sea). A starred one in a castle may muster there instead.</translation>
        </message>
        <message>
            <source>Rules quick reference</source>
            <translation>Rules quick reference</translation>
        </message>
        <message>
            <source>Rules: {section}</source>
            <translation>Rules: {section}</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
            <message>
            <source>Stark, Lannister, Baratheon and Arryn play ten rounds: Westeros (from round 2), Planning, Action, then the end of the round. Castles do not win: victory points do.</source>
            <translation>Stark, Lannister, Baratheon and Arryn play ten rounds: Westeros (from round 2), Planning, Action, then the end of the round. Castles do not win: victory points do.</translation>
        </message>
        <message>
            <source>Each house keeps three secret objective cards (five dealt, two shuffled back). At the end of every round supply is recounted and armies reconciled; each house meeting its open special objective gains 1 point; in turn order each house may score one objective it meets now, for good and face up, for that card's points for its house; a house holding fewer than three draws one.</source>
            <translation>Each house keeps three secret objective cards (five dealt, two shuffled back). At the end of every round supply is recounted and armies reconciled; each house meeting its open special objective gains 1 point; in turn order each house may score one objective it meets now, for good and face up, for that card's points for its house; a house holding fewer than three draws one.</translation>
        </message>
        <message>
            <source>Whoever then has 7 victory points wins (ties: more land areas, then the Iron Throne); after round 10 the most points win (ties: the Iron Throne).</source>
            <translation>Whoever then has 7 victory points wins (ties: more land areas, then the Iron Throne); after round 10 the most points win (ties: the Iron Throne).</translation>
        </message>
        <message>
            <source>One card is drawn from each of the decks I, II and III and resolved in that order; deck I is the scenario's own. Each wildling icon raises the wildling threat by 2; at 12 the wildlings attack at once.</source>
            <translation>One card is drawn from each of the decks I, II and III and resolved in that order; deck I is the scenario's own. Each wildling icon raises the wildling threat by 2; at 12 the wildlings attack at once.</translation>
        </message>
        <message>
            <source>Rally the Men musters in castles only; The Burden of Power lets the Iron Throne reset the wildling threat or muster; Famine lowers every supply by one; Ironborn Raid costs a point to every house with two scored objectives; Shifting Ambitions pools one objective of each house and deals them out again; New Information draws one objective and shuffles one back.</source>
            <translation>Rally the Men musters in castles only; The Burden of Power lets the Iron Throne reset the wildling threat or muster; Famine lowers every supply by one; Ironborn Raid costs a point to every house with two scored objectives; Shifting Ambitions pools one objective of each house and deals them out again; New Information draws one objective and shuffles one back.</translation>
        </message>
        <message>
            <source>House-card drafts</source>
            <translation>House-card drafts</translation>
        </message>
        <message>
            <source>In a drafted game the player houses make their hands before round 1 from a pool of decks: every hand ends with one card of strength 0, two of 1, two of 2, one of 3 and one of 4, and any house may hold any house's card. Vassals keep their own deck.</source>
            <translation>In a drafted game the player houses make their hands before round 1 from a pool of decks: every hand ends with one card of strength 0, two of 1, two of 2, one of 3 and one of 4, and any house may hold any house's card. Vassals keep their own deck.</translation>
        </message>
        <message>
            <source>Step by step, the houses pick one card at a time in the draft's order, and every pick is public; with the track draft a turn may take the best free place on an influence track instead. In a thematic draft every house picks its own house's cards at once and in secret. A random draft deals the hands; a blind one keeps them hidden until the game ends.</source>
            <translation>Step by step, the houses pick one card at a time in the draft's order, and every pick is public; with the track draft a turn may take the best free place on an influence track instead. In a thematic draft every house picks its own house's cards at once and in secret. A random draft deals the hands; a blind one keeps them hidden until the game ends.</translation>
        </message>
        <message>
            <source>Tides of Battle (option)</source>
            <translation>Tides of Battle (option)</translation>
        </message>
        <message>
            <source>With Tides of Battle each side of a combat draws a card once the house cards are revealed: it adds 0 to 3 strength, a sword or a fortification, or a skull that kills one enemy unit whatever the result.</source>
            <translation>With Tides of Battle each side of a combat draws a card once the house cards are revealed: it adds 0 to 3 strength, a sword or a fortification, or a skull that kills one enemy unit whatever the result.</translation>
        </message>
        <message>
            <source>The holder of the Valyrian Steel Blade may use the blade to redraw its card instead of taking +1.</source>
            <translation>The holder of the Valyrian Steel Blade may use the blade to redraw its card instead of taking +1.</translation>
        </message>
        <message>
            <source>Mother of Dragons: dragons</source>
            <translation>Mother of Dragons: dragons</translation>
        </message>
        <message>
            <source>Targaryen's dragons have strength 0 in round 1 and grow one step stronger on rounds 2, 4, 6, 8 and 10, up to 5 (Fire Made Flesh can bring a step early). The map shows a dragon's strength now on the dragon, and the houses panel under Targaryen.</source>
            <translation>Targaryen's dragons have strength 0 in round 1 and grow one step stronger on rounds 2, 4, 6, 8 and 10, up to 5 (Fire Made Flesh can bring a step early). The map shows a dragon's strength now on the dragon, and the houses panel under Targaryen.</translation>
        </message>
        <message>
            <source>An army made only of dragons marches to any land area in play, in Westeros or Essos; in a mixed army the dragons may fly off alone. Dragons are never mustered, and Targaryen has no siege engines.</source>
            <translation>An army made only of dragons marches to any land area in play, in Westeros or Essos; in a mixed army the dragons may fly off alone. Dragons are never mustered, and Targaryen has no siege engines.</translation>
        </message>
        <message>
            <source>Mother of Dragons: Targaryen's loyalty</source>
            <translation>Mother of Dragons: Targaryen's loyalty</translation>
        </message>
        <message>
            <source>Targaryen does not win by castles: it wins at once with 7 loyalty. It takes for good every loyalty token in an area it controls; Pentos' printed loyalty counts while Targaryen holds it.</source>
            <translation>Targaryen does not win by castles: it wins at once with 7 loyalty. It takes for good every loyalty token in an area it controls; Pentos' printed loyalty counts while Targaryen holds it.</translation>
        </message>
        <message>
            <source>Targaryen stays last on all three influence tracks. In a Clash of Kings it bids and pays like everyone, but its bid is handed out, one Power token at a time, to the other houses' bids.</source>
            <translation>Targaryen stays last on all three influence tracks. In a Clash of Kings it bids and pays like everyone, but its bid is handed out, one Power token at a time, to the other houses' bids.</translation>
        </message>
        <message>
            <source>Mother of Dragons: Westeros deck IV</source>
            <translation>Mother of Dragons: Westeros deck IV</translation>
        </message>
        <message>
            <source>With eight houses a fourth Westeros deck is drawn after decks I, II and III. Each of its cards puts loyalty tokens on the areas it names; then Targaryen may pay Power tokens for the card's option: more tokens, tokens on other houses' home areas, or a dragon destroyed so that every dragon grows stronger at once.</source>
            <translation>With eight houses a fourth Westeros deck is drawn after decks I, II and III. Each of its cards puts loyalty tokens on the areas it names; then Targaryen may pay Power tokens for the card's option: more tokens, tokens on other houses' home areas, or a dragon destroyed so that every dragon grows stronger at once.</translation>
        </message>
        <message>
            <source>Under Scattering Dissent (in reverse turn order) and Word Spreads Quickly (in turn order) each house may move one loyalty token to an adjacent land area; Targaryen may cancel another house's move by paying 1 Power token (Word Spreads Quickly: 2).</source>
            <translation>Under Scattering Dissent (in reverse turn order) and Word Spreads Quickly (in turn order) each house may move one loyalty token to an adjacent land area; Targaryen may cancel another house's move by paying 1 Power token (Word Spreads Quickly: 2).</translation>
        </message>
        <message>
            <source>Mother of Dragons: Essos</source>
            <translation>Mother of Dragons: Essos</translation>
        </message>
        <message>
            <source>With eight houses the Essos side board lies east of Westeros: the free cities Braavos, Pentos (Targaryen's home), Volantis, Myr and Norvos with their seas and ports. It plays like the rest of the board; Braavos starts with a neutral force, and with the Iron Bank its holder pays 1 less for a loan. With seven houses Essos is out of play.</source>
            <translation>With eight houses the Essos side board lies east of Westeros: the free cities Braavos, Pentos (Targaryen's home), Volantis, Myr and Norvos with their seas and ports. It plays like the rest of the board; Braavos starts with a neutral force, and with the Iron Bank its holder pays 1 less for a loan. With seven houses Essos is out of play.</translation>
        </message>
        <message>
            <source>Vassals (option)</source>
            <translation>Vassals (option)</translation>
        </message>
        <message>
            <source>Houses nobody plays stand on the board as vassals. At the start of every Planning phase the players claim them for the round in Iron Throne order (an even share each, the last player takes the rest) and decide everything for them.</source>
            <translation>Houses nobody plays stand on the board as vassals. At the start of every Planning phase the players claim them for the round in Iron Throne order (an even share each, the last player takes the rest) and decide everything for them.</translation>
        </message>
        <message>
            <source>A vassal places at most two orders from its own four tokens, after every player; it never gains power, bids or wins, and musters only at home. In combat it draws three cards from the shared vassal deck and its commander picks one; a win gives the commander a Power token. A commander and its vassals never march into each other's areas and support each other unasked.</source>
            <translation>A vassal places at most two orders from its own four tokens, after every player; it never gains power, bids or wins, and musters only at home. In combat it draws three cards from the shared vassal deck and its commander picks one; a win gives the commander a Power token. A commander and its vassals never march into each other's areas and support each other unasked.</translation>
        </message>
        <message>
            <source>The Iron Bank (option)</source>
            <translation>The Iron Bank (option)</translation>
        </message>
        <message>
            <source>Three loans are on offer for 7, 4 and 1 Power tokens; every round they slide one place cheaper and a new loan comes in at 7. The house controlling Braavos pays 1 less.</source>
            <translation>Three loans are on offer for 7, 4 and 1 Power tokens; every round they slide one place cheaper and a new loan comes in at 7. The house controlling Braavos pays 1 less.</translation>
        </message>
        <message>
            <source>Each player has an Iron Bank order, placed only in a sea holding its ships, on top of its other orders. In the Consolidate Power step it buys one loan on offer, which acts at once. Before every Westeros phase from round 2 a house pays 1 Power token for each loan it ever bought; for each token it cannot pay, the Valyrian Steel Blade's holder destroys one of its units.</source>
            <translation>Each player has an Iron Bank order, placed only in a sea holding its ships, on top of its other orders. In the Consolidate Power step it buys one loan on offer, which acts at once. Before every Westeros phase from round 2 a house pays 1 Power token for each loan it ever bought; for each token it cannot pay, the Valyrian Steel Blade's holder destroys one of its units.</translation>
        </message>
        <message>
            <source>Sea orders (option)</source>
            <translation>Sea orders (option)</translation>
        </message>
        <message>
            <source>Each player also has a Sea March −1 and a Sea Support order, placed in sea areas only (never in a port). They count toward the orders a house must place.</source>
            <translation>Each player also has a Sea March −1 and a Sea Support order, placed in sea areas only (never in a port). They count toward the orders a house must place.</translation>
        </message>
        <message>
            <source>Power-token gifts (option)</source>
            <translation>Power-token gifts (option)</translation>
        </message>
        <message>
            <source>A player may give some of its available Power tokens to another player with the Give power… button under the tracks: at any time, but in a combat only while support is declared, never while bids are open, and not while it owes an answer that may spend power. A gift cannot be refused; vassals neither give nor receive.</source>
            <translation>A player may give some of its available Power tokens to another player with the Give power… button under the tracks: at any time, but in a combat only while support is declared, never while bids are open, and not while it owes an answer that may spend power. A gift cannot be refused; vassals neither give nor receive.</translation>
        </message>
        <message>
            <source>A Dance with Dragons: six rounds and garrisons</source>
            <translation>A Dance with Dragons: six rounds and garrisons</translation>
        </message>
        <message>
            <source>The scenario starts later in the story: new positions, Power tokens already on the board, seven new house cards for each house, and Stark plays as the Boltons. The game ends after round 6 (the most castles, then the usual tiebreaks) unless a house holds seven castles first.</source>
            <translation>The scenario starts later in the story: new positions, Power tokens already on the board, seven new house cards for each house, and Stark plays as the Boltons. The game ends after round 6 (the most castles, then the usual tiebreaks) unless a house holds seven castles first.</translation>
        </message>
        <message>
            <source>Storm's End (4) and Oldtown (3) have garrisons: each defends for whoever holds its area, not for a printed house, and is removed for good once beaten.</source>
            <translation>Storm's End (4) and Oldtown (3) have garrisons: each defends for whoever holds its area, not for a printed house, and is removed for good once beaten.</translation>
        </message>
        <message>
            <source>With the draft scenario each player house first reshapes its own start in the areas it is given (its own and the free ones nearest to it): it adds or removes units within its supply, places or takes back Power tokens and sets garrisons, then says it is ready. Once every start is ready, each player approves the board or rejects it, and a rejection opens the changes again.</source>
            <translation>With the draft scenario each player house first reshapes its own start in the areas it is given (its own and the free ones nearest to it): it adds or removes units within its supply, places or takes back Power tokens and sets garrisons, then says it is ready. Once every start is ready, each player approves the board or rejects it, and a rejection opens the changes again.</translation>
        </message>
</context>
    <context>
        <name>Watch</name>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>Pause or go on (Space)</source>
            <translation>Pause or go on (Space)</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Step</translation>
        </message>
        <message>
            <source>One move while paused (N)</source>
            <translation>One move while paused (N)</translation>
        </message>
        <message>
            <source>slow</source>
            <translation>slow</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>normal</translation>
        </message>
        <message>
            <source>fast</source>
            <translation>fast</translation>
        </message>
        <message>
            <source>as fast as possible</source>
            <translation>as fast as possible</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Speed:</translation>
        </message>
        <message>
            <source>Paused: the bots wait.</source>
            <translation>Paused: the bots wait.</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>As fast as possible</source>
            <translation>As fast as possible</translation>
        </message>
    </context>
    <context>
        <name>Presence</name>
        <message>
            <source>Replace by a vassal</source>
            <translation>Replace by a vassal</translation>
        </message>
        <message>
            <source>Give the house back</source>
            <translation>Give the house back</translation>
        </message>
        <message>
            <source>The house plays on as a vassal, commanded by the players in turn, until its player comes back.</source>
            <translation>The house plays on as a vassal, commanded by the players in turn, until its player comes back.</translation>
        </message>
        <message>
            <source>The house is a player's house again; its player is still away.</source>
            <translation>The house is a player's house again; its player is still away.</translation>
        </message>
        <message>
            <source>plays as a vassal</source>
            <translation>plays as a vassal</translation>
        </message>
        <message>
            <source>becomes a vassal after the battle</source>
            <translation>becomes a vassal after the battle</translation>
        </message>
        <message>
            <source>is given back after the battle</source>
            <translation>is given back after the battle</translation>
        </message>
        <message>
            <source>cannot become a vassal: {why}</source>
            <translation>cannot become a vassal: {why}</translation>
        </message>
        <message>
            <source>cannot be given back: {why}</source>
            <translation>cannot be given back: {why}</translation>
        </message>
        <message>
            <source>A bot ({level}) plays until they are back</source>
            <translation>A bot ({level}) plays until they are back</translation>
        </message>
        <message>
            <source>A bot plays this seat until its person comes back; everyone reads it in the log.</source>
            <translation>A bot plays this seat until its person comes back; everyone reads it in the log.</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>At the table</translation>
        </message>
        <message>
            <source>Bot…</source>
            <translation>Bot…</translation>
        </message>
        <message>
            <source>Let a bot play…</source>
            <translation>Let a bot play…</translation>
        </message>
        <message>
            <source>No bot: wait for them</source>
            <translation>No bot: wait for them</translation>
        </message>
        <message>
            <source>away</source>
            <translation>away</translation>
        </message>
        <message>
            <source>away since {time}</source>
            <translation>away since {time}</translation>
        </message>
        <message>
            <source>away since {time} ({n} min)</source>
            <translation>away since {time} ({n} min)</translation>
        </message>
        <message>
            <source>bot</source>
            <translation>bot</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>connected</translation>
        </message>
        <message>
            <source>open seat</source>
            <translation>open seat</translation>
        </message>
        <message>
            <source>you</source>
            <translation>you</translation>
        </message>
        <message>
            <source>{away} · a bot ({level}) plays for now</source>
            <translation>{away} · a bot ({level}) plays for now</translation>
        </message>
        <message>
            <source>Table…</source>
            <translation>Table…</translation>
        </message>
        <message>
            <source>Ask the table about this house.</source>
            <translation>Ask the table about this house.</translation>
        </message>
        <message>
            <source>The game…</source>
            <translation>The game…</translation>
        </message>
        <message>
            <source>Ask the table…</source>
            <translation>Ask the table…</translation>
        </message>
        <message>
            <source>its chess clock ran out</source>
            <translation>its chess clock ran out</translation>
        </message>
        <message>
            <source>Refused: {why}</source>
            <translation>Refused: {why}</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Yes</translation>
        </message>
        <message>
            <source>No</source>
            <translation>No</translation>
        </message>
        <message>
            <source>Resume the game</source>
            <translation>Resume the game</translation>
        </message>
        <message>
            <source>Pause the game</source>
            <translation>Pause the game</translation>
        </message>
        <message>
            <source>End the game after this round</source>
            <translation>End the game after this round</translation>
        </message>
        <message>
            <source>Ask to take over this house</source>
            <translation>Ask to take over this house</translation>
        </message>
        <message>
            <source>The table decides; once it agrees you play this house.</source>
            <translation>The table decides; once it agrees you play this house.</translation>
        </message>
        <message>
            <source>Hand my house to a bot and watch</source>
            <translation>Hand my house to a bot and watch</translation>
        </message>
        <message>
            <source>A bot of the host plays your house from now on; you watch.</source>
            <translation>A bot of the host plays your house from now on; you watch.</translation>
        </message>
        <message>
            <source>Ask to resume the game</source>
            <translation>Ask to resume the game</translation>
        </message>
        <message>
            <source>Ask to pause the game</source>
            <translation>Ask to pause the game</translation>
        </message>
        <message>
            <source>Ask to take over this vassal</source>
            <translation>Ask to take over this vassal</translation>
        </message>
        <message>
            <source>The table decides; once it agrees you play this house instead of the vassals' commanders.</source>
            <translation>The table decides; once it agrees you play this house instead of the vassals' commanders.</translation>
        </message>
        <message>
            <source>Hand my house to the vassals and watch</source>
            <translation>Hand my house to the vassals and watch</translation>
        </message>
        <message>
            <source>Your house plays on as a vassal; you watch.</source>
            <translation>Your house plays on as a vassal; you watch.</translation>
        </message>
        <message>
            <source>Ask to declare this house the winner</source>
            <translation>Ask to declare this house the winner</translation>
        </message>
        <message>
            <source>Everyone at the table must agree; the game ends at once.</source>
            <translation>Everyone at the table must agree; the game ends at once.</translation>
        </message>
        <message>
            <source>Ask to end the game after this round</source>
            <translation>Ask to end the game after this round</translation>
        </message>
        <message>
            <source>Ask for 15 more minutes on every clock</source>
            <translation>Ask for 15 more minutes on every clock</translation>
        </message>
        <message>
            <source>Offer to swap houses</source>
            <translation>Offer to swap houses</translation>
        </message>
        <message>
            <source>You play this house and they play yours, if they and the table agree.</source>
            <translation>You play this house and they play yours, if they and the table agree.</translation>
        </message>
        <message>
            <source>Ask to make this house a vassal</source>
            <translation>Ask to make this house a vassal</translation>
        </message>
        <message>
            <source>The table decides; its player watches from then on.</source>
            <translation>The table decides; its player watches from then on.</translation>
        </message>
        <message>
            <source>{status} · clock {time}, running</source>
            <translation>{status} · clock {time}, running</translation>
        </message>
        <message>
            <source>{status} · clock {time}</source>
            <translation>{status} · clock {time}</translation>
        </message>
    </context>
    <context>
        <name>Rejoin</name>
        <message>
            <source>the LAN game</source>
            <translation>the LAN game</translation>
        </message>
        <message>
            <source>“{name}” as a spectator, at {address}</source>
            <translation>“{name}” as a spectator, at {address}</translation>
        </message>
        <message>
            <source>“{name}” as {house}, at {address}</source>
            <translation>“{name}” as {house}, at {address}</translation>
        </message>
        <message>
            <source>“{name}”, hosted here: host it again from its autosave</source>
            <translation>“{name}”, hosted here: host it again from its autosave</translation>
        </message>
    </context>
    <context>
        <name>Resume</name>
        <message>
            <source>Houses</source>
            <translation>Houses</translation>
        </message>
        <message>
            <source>No LAN game was hosted from this window yet.</source>
            <translation>No LAN game was hosted from this window yet.</translation>
        </message>
        <message>
            <source>Other file…</source>
            <translation>Other file…</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Resume</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Saved</translation>
        </message>
    </context>
    <context>
        <name>SaveProblem</name>
        <message>
            <source>there is no save file there</source>
            <translation>there is no save file there</translation>
        </message>
        <message>
            <source>the file cannot be read</source>
            <translation>the file cannot be read</translation>
        </message>
        <message>
            <source>the file is damaged, or is not a saved game</source>
            <translation>the file is damaged, or is not a saved game</translation>
        </message>
        <message>
            <source>this is not a save file of this game</source>
            <translation>this is not a save file of this game</translation>
        </message>
        <message>
            <source>the save has no version</source>
            <translation>the save has no version</translation>
        </message>
        <message>
            <source>the save is from a newer version ({version}); please update the game</source>
            <translation>the save is from a newer version ({version}); please update the game</translation>
        </message>
        <message>
            <source>saves of version {version} can no longer be read</source>
            <translation>saves of version {version} can no longer be read</translation>
        </message>
        <message>
            <source>the save is damaged</source>
            <translation>the save is damaged</translation>
        </message>
        <message>
            <source>the save's snapshot does not match its commands</source>
            <translation>the save's snapshot does not match its commands</translation>
        </message>
        <message>
            <source>the save has no initial state</source>
            <translation>the save has no initial state</translation>
        </message>
        <message>
            <source>the save's initial state is inconsistent</source>
            <translation>the save's initial state is inconsistent</translation>
        </message>
        <message>
            <source>the save's initial state is damaged</source>
            <translation>the save's initial state is damaged</translation>
        </message>
        <message>
            <source>the save's commands are not a list</source>
            <translation>the save's commands are not a list</translation>
        </message>
        <message>
            <source>command {n} is not a [seat, command] pair</source>
            <translation>command {n} is not a [seat, command] pair</translation>
        </message>
        <message>
            <source>command {n} cannot be read</source>
            <translation>command {n} cannot be read</translation>
        </message>
        <message>
            <source>command {n} ({seat}) was refused</source>
            <translation>command {n} ({seat}) was refused</translation>
        </message>
        <message>
            <source>command {n} ({seat}) cannot be replayed</source>
            <translation>command {n} ({seat}) cannot be replayed</translation>
        </message>
        <message>
            <source>the save's commands do not lead to the game it recorded</source>
            <translation>the save's commands do not lead to the game it recorded</translation>
        </message>
        <message>
            <source>the replayed game cannot be shown</source>
            <translation>the replayed game cannot be shown</translation>
        </message>
        <message>
            <source>the save cannot be used</source>
            <translation>the save cannot be used</translation>
        </message>
        <message>
            <source>{problem}: {reason}</source>
            <translation>{problem}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>Problem</name>
        <message>
            <source>the file or folder does not exist</source>
            <translation>the file or folder does not exist</translation>
        </message>
        <message>
            <source>this program may not use that file or folder (permissions)</source>
            <translation>this program may not use that file or folder (permissions)</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>the disk is full</translation>
        </message>
        <message>
            <source>the disk or folder can only be read, not written</source>
            <translation>the disk or folder can only be read, not written</translation>
        </message>
        <message>
            <source>that is a folder, not a file</source>
            <translation>that is a folder, not a file</translation>
        </message>
        <message>
            <source>part of that path is not a folder</source>
            <translation>part of that path is not a folder</translation>
        </message>
        <message>
            <source>the file name is too long</source>
            <translation>the file name is too long</translation>
        </message>
        <message>
            <source>another program already uses that port</source>
            <translation>another program already uses that port</translation>
        </message>
        <message>
            <source>that address does not belong to this computer</source>
            <translation>that address does not belong to this computer</translation>
        </message>
        <message>
            <source>no game answers at that address</source>
            <translation>no game answers at that address</translation>
        </message>
        <message>
            <source>the other side closed the connection</source>
            <translation>the other side closed the connection</translation>
        </message>
        <message>
            <source>that computer cannot be reached</source>
            <translation>that computer cannot be reached</translation>
        </message>
        <message>
            <source>there was no answer in time</source>
            <translation>there was no answer in time</translation>
        </message>
        <message>
            <source>no computer of that name is known</source>
            <translation>no computer of that name is known</translation>
        </message>
        <message>
            <source>the system reported a problem</source>
            <translation>the system reported a problem</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Details</translation>
        </message>
        <message>
            <source>Hide details</source>
            <translation>Hide details</translation>
        </message>
        <message>
            <source>a file stands where a folder is needed</source>
            <translation>a file stands where a folder is needed</translation>
        </message>
        <message>
            <source>Too many messages at once: wait a moment, then try again.</source>
            <translation>Too many messages at once: wait a moment, then try again.</translation>
        </message>
        <message>
            <source>The host could not read what this window sent.</source>
            <translation>The host could not read what this window sent.</translation>
        </message>
        <message>
            <source>That was too large to send.</source>
            <translation>That was too large to send.</translation>
        </message>
        <message>
            <source>Only a player with a seat can do that.</source>
            <translation>Only a player with a seat can do that.</translation>
        </message>
        <message>
            <source>Spectators watch: only the players act.</source>
            <translation>Spectators watch: only the players act.</translation>
        </message>
        <message>
            <source>That seat is no longer yours.</source>
            <translation>That seat is no longer yours.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>The game has not started yet.</translation>
        </message>
        <message>
            <source>The game has already started.</source>
            <translation>The game has already started.</translation>
        </message>
        <message>
            <source>That house does not play in this game.</source>
            <translation>That house does not play in this game.</translation>
        </message>
        <message>
            <source>The host refused that.</source>
            <translation>The host refused that.</translation>
        </message>
        <message>
            <source>Technical details (in English, for a bug report):</source>
            <translation>Technical details (in English, for a bug report):</translation>
        </message>
        <message>
            <source>Details:</source>
            <translation>Details:</translation>
        </message>
        <message>
            <source>a value was expected (the file may be cut short)</source>
            <translation>a value was expected (the file may be cut short)</translation>
        </message>
        <message>
            <source>a name in double quotes was expected</source>
            <translation>a name in double quotes was expected</translation>
        </message>
        <message>
            <source>a comma was expected</source>
            <translation>a comma was expected</translation>
        </message>
        <message>
            <source>a colon was expected</source>
            <translation>a colon was expected</translation>
        </message>
        <message>
            <source>a text that is never closed (the file may be cut short)</source>
            <translation>a text that is never closed (the file may be cut short)</translation>
        </message>
        <message>
            <source>more after the end of the saved game</source>
            <translation>more after the end of the saved game</translation>
        </message>
        <message>
            <source>a control character inside a text</source>
            <translation>a control character inside a text</translation>
        </message>
        <message>
            <source>a backslash that starts no known sign</source>
            <translation>a backslash that starts no known sign</translation>
        </message>
        <message>
            <source>a number a save never holds (NaN or Infinity)</source>
            <translation>a number a save never holds (NaN or Infinity)</translation>
        </message>
        <message>
            <source>values nested deeper than a save ever is</source>
            <translation>values nested deeper than a save ever is</translation>
        </message>
        <message>
            <source>a number with too many digits</source>
            <translation>a number with too many digits</translation>
        </message>
        <message>
            <source>Where in the file: line {line}, column {column}</source>
            <translation>Where in the file: line {line}, column {column}</translation>
        </message>
        <message>
            <source>What was found there: {what}</source>
            <translation>What was found there: {what}</translation>
        </message>
        <message>
            <source>File: {path}</source>
            <translation>File: {path}</translation>
        </message>
        <message>
            <source>Problem: {problem}</source>
            <translation>Problem: {problem}</translation>
        </message>
        <message>
            <source>System error number: {n}</source>
            <translation>System error number: {n}</translation>
        </message>
    </context>
    <context>
        <name>GameOver</name>
        <message>
            <source>Castles and strongholds</source>
            <translation>Castles and strongholds</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Supply</translation>
        </message>
        <message>
            <source>Power tokens</source>
            <translation>Power tokens</translation>
        </message>
        <message>
            <source>place {n}</source>
            <translation>place {n}</translation>
        </message>
        <message>
            <source>castles and strongholds</source>
            <translation>castles and strongholds</translation>
        </message>
        <message>
            <source>land areas</source>
            <translation>land areas</translation>
        </message>
        <message>
            <source>supply</source>
            <translation>supply</translation>
        </message>
        <message>
            <source>supply barrels</source>
            <translation>supply barrels</translation>
        </message>
        <message>
            <source>power tokens</source>
            <translation>power tokens</translation>
        </message>
        <message>
            <source>the Iron Throne track</source>
            <translation>the Iron Throne track</translation>
        </message>
        <message>
            <source>{house} holds {castles} castles and strongholds at once in round {round}: the {needed} needed to win.</source>
            <translation>{house} holds {castles} castles and strongholds at once in round {round}: the {needed} needed to win.</translation>
        </message>
        <message>
            <source>After round {round}, {houses} are equal on every measure and share the win.</source>
            <translation>After round {round}, {houses} are equal on every measure and share the win.</translation>
        </message>
        <message>
            <source>After round {round}, {house} holds the most castles and strongholds ({n}).</source>
            <translation>After round {round}, {house} holds the most castles and strongholds ({n}).</translation>
        </message>
        <message>
            <source>After round {round}, {house} wins on {measure}.</source>
            <translation>After round {round}, {house} wins on {measure}.</translation>
        </message>
        <message>
            <source>After round {round}, {house} and {other} are equal on {tied}; {house} wins on {measure}: {mine} against {theirs}.</source>
            <translation>After round {round}, {house} and {other} are equal on {tied}; {house} wins on {measure}: {mine} against {theirs}.</translation>
        </message>
        <message>
            <source>No round has ended yet.</source>
            <translation>No round has ended yet.</translation>
        </message>
        <message>
            <source>Battles won and lost</source>
            <translation>Battles won and lost</translation>
        </message>
        <message>
            <source>{won} won, {lost} lost</source>
            <translation>{won} won, {lost} lost</translation>
        </message>
        <message>
            <source>Only the host of a LAN game has its save.</source>
            <translation>Only the host of a LAN game has its save.</translation>
        </message>
        <message>
            <source>A shared win: {houses}</source>
            <translation>A shared win: {houses}</translation>
        </message>
        <message>
            <source>{house} wins the game</source>
            <translation>{house} wins the game</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>The game is over</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>Final standings</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>New game…</translation>
        </message>
        <message>
            <source>Watch the replay</source>
            <translation>Watch the replay</translation>
        </message>
        <message>
            <source>Save the game…</source>
            <translation>Save the game…</translation>
        </message>
        <message>
            <source>Back to the start</source>
            <translation>Back to the start</translation>
        </message>
        <message>
            <source>Look at the board</source>
            <translation>Look at the board</translation>
        </message>
        <message>
            <source>Chart of the game</source>
            <translation>Chart of the game</translation>
        </message>
            <message>
            <source>victory points</source>
            <translation>victory points</translation>
        </message>
        <message>
            <source>{house} reaches {points} victory points at the end of round {round}.</source>
            <translation>{house} reaches {points} victory points at the end of round {round}.</translation>
        </message>
        <message>
            <source>After round {round}, {house} has the most victory points ({n}).</source>
            <translation>After round {round}, {house} has the most victory points ({n}).</translation>
        </message>
        <message>
            <source>Victory points</source>
            <translation>Victory points</translation>
        </message>
        <message>
            <source>The table declared {house} the winner in round {round}.</source>
            <translation>The table declared {house} the winner in round {round}.</translation>
        </message>
        <message>
            <source>Every other player's chess clock ran out: {house} wins in round {round}.</source>
            <translation>Every other player's chess clock ran out: {house} wins in round {round}.</translation>
        </message>
</context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Look in:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Files of &amp;type:</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <translation>Folder</translation>
        </message>
        <message>
            <source>File</source>
            <translation>File</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Drive</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Folder</source>
            <translation>Folder</translation>
        </message>
    </context>
    <context>
        <name>Objectives</name>
            <message>
            <source>Keep your objectives</source>
            <translation>Keep your objectives</translation>
        </message>
        <message>
            <source>Score an objective</source>
            <translation>Score an objective</translation>
        </message>
        <message>
            <source>Shifting Ambitions</source>
            <translation>Shifting Ambitions</translation>
        </message>
        <message>
            <source>New Information</source>
            <translation>New Information</translation>
        </message>
        <message>
            <source>Objectives</source>
            <translation>Objectives</translation>
        </message>
        <message>
            <source>Keep {n} of these objective cards; the others are shuffled back into the deck. Nobody else sees which you keep.</source>
            <translation>Keep {n} of these objective cards; the others are shuffled back into the deck. Nobody else sees which you keep.</translation>
        </message>
        <message>
            <source>You meet these objectives now: score one of them for good (it is shown face up to everyone), or none this round.</source>
            <translation>You meet these objectives now: score one of them for good (it is shown face up to everyone), or none this round.</translation>
        </message>
        <message>
            <source>Put {n} objective card face down into the pool; then every house takes one from the pool, face up, in turn order.</source>
            <translation>Put {n} objective card face down into the pool; then every house takes one from the pool, face up, in turn order.</translation>
        </message>
        <message>
            <source>Shuffle {n} objective card back into the deck.</source>
            <translation>Shuffle {n} objective card back into the deck.</translation>
        </message>
        <message>
            <source>met now</source>
            <translation>met now</translation>
        </message>
        <message>
            <source>not met</source>
            <translation>not met</translation>
        </message>
        <message>
            <source>{name} · {points} pt · {state}</source>
            <translation>{name} · {points} pt · {state}</translation>
        </message>
        <message>
            <source>Score none</source>
            <translation>Score none</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>Confirm</translation>
        </message>
        <message>
            <source>Chosen: {n} of {count}</source>
            <translation>Chosen: {n} of {count}</translation>
        </message>
        <message>
            <source>(victory at {n} points)</source>
            <translation>(victory at {n} points)</translation>
        </message>
        <message>
            <source>Your objectives</source>
            <translation>Your objectives</translation>
        </message>
        <message>
            <source>Victory points (victory at {n})</source>
            <translation>Victory points (victory at {n})</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Details</translation>
        </message>
        <message>
            <source>none in hand</source>
            <translation>none in hand</translation>
        </message>
        <message>
            <source>{n} pt</source>
            <translation>{n} pt</translation>
        </message>
        <message>
            <source>Special objectives (+1 every round)</source>
            <translation>Special objectives (+1 every round)</translation>
        </message>
        <message>
            <source>Victory points and scored objectives</source>
            <translation>Victory points and scored objectives</translation>
        </message>
        <message>
            <source>{house}: {points} of {goal} points, {n} in hand</source>
            <translation>{house}: {points} of {goal} points, {n} in hand</translation>
        </message>
        <message>
            <source>Objective deck: {n} cards</source>
            <translation>Objective deck: {n} cards</translation>
        </message>
        <message>
            <source>Scored</source>
            <translation>Scored</translation>
        </message>
</context>
    <context>
        <name>Gifts</name>
        <message>
            <source>Power-token gifts between players</source>
            <translation>Power-token gifts between players</translation>
        </message>
        <message>
            <source>Players may give each other power tokens at any time, except while bids are made or in a battle once support is declared.</source>
            <translation>Players may give each other power tokens at any time, except while bids are made or in a battle once support is declared.</translation>
        </message>
        <message>
            <source>Power-token gifts are not part of this edition.</source>
            <translation>Power-token gifts are not part of this edition.</translation>
        </message>
        <message>
            <source>Give power…</source>
            <translation>Give power…</translation>
        </message>
        <message>
            <source>Give some of your power tokens to another player.</source>
            <translation>Give some of your power tokens to another player.</translation>
        </message>
        <message>
            <source>Power tokens cannot be given now (not while bids are made, nor in a battle once support is declared, nor before you answer what the game asks of you).</source>
            <translation>Power tokens cannot be given now (not while bids are made, nor in a battle once support is declared, nor before you answer what the game asks of you).</translation>
        </message>
        <message>
            <source>Give power</source>
            <translation>Give power</translation>
        </message>
        <message>
            <source>{house} has {n} available power token(s).</source>
            <translation>{house} has {n} available power token(s).</translation>
        </message>
        <message>
            <source>{house} (power {n})</source>
            <translation>{house} (power {n})</translation>
        </message>
        <message>
            <source>To</source>
            <translation>To</translation>
        </message>
        <message>
            <source>Power tokens</source>
            <translation>Power tokens</translation>
        </message>
        <message>
            <source>Give</source>
            <translation>Give</translation>
        </message>
    </context>
    <context>
        <name>Variants</name>
        <message>
            <source>Draft house cards</source>
            <translation>Draft house cards</translation>
        </message>
        <message>
            <source>Before round 1 the player houses take turns picking their hands from a pool of decks; any house may take any card, and every pick is public.</source>
            <translation>Before round 1 the player houses take turns picking their hands from a pool of decks; any house may take any card, and every pick is public.</translation>
        </message>
        <message>
            <source>Draft the influence tracks</source>
            <translation>Draft the influence tracks</translation>
        </message>
        <message>
            <source>A draft turn may take the best free place on an influence track instead of a card.</source>
            <translation>A draft turn may take the best free place on an influence track instead of a card.</translation>
        </message>
        <message>
            <source>Thematic draft</source>
            <translation>Thematic draft</translation>
        </message>
        <message>
            <source>Each house picks only its own house's cards, from every deck drafted from, all at once and in secret until everyone is done.</source>
            <translation>Each house picks only its own house's cards, from every deck drafted from, all at once and in secret until everyone is done.</translation>
        </message>
        <message>
            <source>Limited draft</source>
            <translation>Limited draft</translation>
        </message>
        <message>
            <source>The pool keeps only the cards of houses that are in the game.</source>
            <translation>The pool keeps only the cards of houses that are in the game.</translation>
        </message>
        <message>
            <source>Random draft</source>
            <translation>Random draft</translation>
        </message>
        <message>
            <source>Nobody picks: the hands (and, with the track draft, the track places) are dealt at random.</source>
            <translation>Nobody picks: the hands (and, with the track draft, the track places) are dealt at random.</translation>
        </message>
        <message>
            <source>Blind draft</source>
            <translation>Blind draft</translation>
        </message>
        <message>
            <source>A random draft whose hands stay hidden from the other players until the game ends; a card shows when it is played.</source>
            <translation>A random draft whose hands stay hidden from the other players until the game ends; a card shows when it is played.</translation>
        </message>
        <message>
            <source>Perpetuum random</source>
            <translation>Perpetuum random</translation>
        </message>
        <message>
            <source>When a house takes its discards back, each is swapped for a random pool card of the same strength.</source>
            <translation>When a house takes its discards back, each is swapped for a random pool card of the same strength.</translation>
        </message>
        <message>
            <source>Decks to draft from</source>
            <translation>Decks to draft from</translation>
        </message>
        <message>
            <source>The deck groups the draft pool is made of.</source>
            <translation>The deck groups the draft pool is made of.</translation>
        </message>
        <message>
            <source>Draft the starting positions</source>
            <translation>Draft the starting positions</translation>
        </message>
        <message>
            <source>Before the card draft each player reshapes its starting units within its own territory.</source>
            <translation>Before the card draft each player reshapes its starting units within its own territory.</translation>
        </message>
        <message>
            <source>A Storm of Swords house cards</source>
            <translation>A Storm of Swords house cards</translation>
        </message>
        <message>
            <source>The six base houses fight with A Storm of Swords' house cards.</source>
            <translation>The six base houses fight with A Storm of Swords' house cards.</translation>
        </message>
        <message>
            <source>A Dance with Dragons house cards</source>
            <translation>A Dance with Dragons house cards</translation>
        </message>
        <message>
            <source>The base houses fight with A Dance with Dragons' decks, Arryn with A Feast for Crows' and Targaryen with its second deck.</source>
            <translation>The base houses fight with A Dance with Dragons' decks, Arryn with A Feast for Crows' and Targaryen with its second deck.</translation>
        </message>
        <message>
            <source>First-edition house cards</source>
            <translation>First-edition house cards</translation>
        </message>
        <message>
            <source>The six base houses fight with the first edition's house cards.</source>
            <translation>The six base houses fight with the first edition's house cards.</translation>
        </message>
        <message>
            <source>House cards evolve</source>
            <translation>House cards evolve</translation>
        </message>
        <message>
            <source>From the chosen round on, a house that has played its last card takes up its alternative deck instead of its discards.</source>
            <translation>From the chosen round on, a house that has played its last card takes up its alternative deck instead of its discards.</translation>
        </message>
        <message>
            <source>Random houses</source>
            <translation>Random houses</translation>
        </message>
        <message>
            <source>The players are dealt houses at random.</source>
            <translation>The players are dealt houses at random.</translation>
        </message>
        <message>
            <source>Shuffle the chosen houses</source>
            <translation>Shuffle the chosen houses</translation>
        </message>
        <message>
            <source>The houses taken at the table are shuffled among the players.</source>
            <translation>The houses taken at the table are shuffled among the players.</translation>
        </message>
        <message>
            <source>Random vassal assignment</source>
            <translation>Random vassal assignment</translation>
        </message>
        <message>
            <source>Each round the vassals are handed out at random instead of claimed.</source>
            <translation>Each round the vassals are handed out at random instead of claimed.</translation>
        </message>
        <message>
            <source>Random starting positions</source>
            <translation>Random starting positions</translation>
        </message>
        <message>
            <source>The houses (Targaryen excepted) start from each other's starting positions.</source>
            <translation>The houses (Targaryen excepted) start from each other's starting positions.</translation>
        </message>
        <message>
            <source>Vassal starting positions</source>
            <translation>Vassal starting positions</translation>
        </message>
        <message>
            <source>Player houses start with the units of their vassal setup.</source>
            <translation>Player houses start with the units of their vassal setup.</translation>
        </message>
        <message>
            <source>Mustering before round 1</source>
            <translation>Mustering before round 1</translation>
        </message>
        <message>
            <source>Round 1 begins with a full Mustering before any order is placed.</source>
            <translation>Round 1 begins with a full Mustering before any order is placed.</translation>
        </message>
        <message>
            <source>Mother of Dragons' modules everywhere</source>
            <translation>Mother of Dragons' modules everywhere</translation>
        </message>
        <message>
            <source>Vassals, the Iron Bank, sea orders and power-token gifts in every edition.</source>
            <translation>Vassals, the Iron Bank, sea orders and power-token gifts in every edition.</translation>
        </message>
        <message>
            <source>Castles needed to win</source>
            <translation>Castles needed to win</translation>
        </message>
        <message>
            <source>Castles and strongholds (or victory points) a house needs to win at once.</source>
            <translation>Castles and strongholds (or victory points) a house needs to win at once.</translation>
        </message>
        <message>
            <source>Loyalty needed to win</source>
            <translation>Loyalty needed to win</translation>
        </message>
        <message>
            <source>Loyalty tokens Targaryen needs to win.</source>
            <translation>Loyalty tokens Targaryen needs to win.</translation>
        </message>
        <message>
            <source>Hold the target to the round's end</source>
            <translation>Hold the target to the round's end</translation>
        </message>
        <message>
            <source>Reaching the target wins only if the house still holds it when the round ends.</source>
            <translation>Reaching the target wins only if the house still holds it when the round ends.</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>Endless</translation>
        </message>
        <message>
            <source>No last round; some decks are reshuffled every ten rounds.</source>
            <translation>No last round; some decks are reshuffled every ten rounds.</translation>
        </message>
        <message>
            <source>Game length</source>
            <translation>Game length</translation>
        </message>
        <message>
            <source>How many rounds the game lasts.</source>
            <translation>How many rounds the game lasts.</translation>
        </message>
        <message>
            <source>Tides of Battle without 3s</source>
            <translation>Tides of Battle without 3s</translation>
        </message>
        <message>
            <source>Both 3s leave the Tides of Battle deck.</source>
            <translation>Both 3s leave the Tides of Battle deck.</translation>
        </message>
        <message>
            <source>Tides of Battle without skulls</source>
            <translation>Tides of Battle without skulls</translation>
        </message>
        <message>
            <source>Both skulls leave the Tides of Battle deck.</source>
            <translation>Both skulls leave the Tides of Battle deck.</translation>
        </message>
        <message>
            <source>Tides of Battle with two 2s</source>
            <translation>Tides of Battle with two 2s</translation>
        </message>
        <message>
            <source>Two of the four 2s leave the Tides of Battle deck.</source>
            <translation>Two of the four 2s leave the Tides of Battle deck.</translation>
        </message>
        <message>
            <source>Mixed Westeros deck I</source>
            <translation>Mixed Westeros deck I</translation>
        </message>
        <message>
            <source>Three cards of Westeros deck I are swapped for A Feast for Crows' cards.</source>
            <translation>Three cards of Westeros deck I are swapped for A Feast for Crows' cards.</translation>
        </message>
        <message>
            <source>Look ahead at the Westeros decks</source>
            <translation>Look ahead at the Westeros decks</translation>
        </message>
        <message>
            <source>The next three cards of every Westeros deck are open to everyone.</source>
            <translation>The next three cards of every Westeros deck are open to everyone.</translation>
        </message>
        <message>
            <source>Dragon War</source>
            <translation>Dragon War</translation>
        </message>
        <message>
            <source>Every house starts with a dragon; home garrisons are stronger and two cards weaker.</source>
            <translation>Every house starts with a dragon; home garrisons are stronger and two cards weaker.</translation>
        </message>
        <message>
            <source>Dragon Revenge</source>
            <translation>Dragon Revenge</translation>
        </message>
        <message>
            <source>A house without castles whose last land unit is left sees it become a dragon.</source>
            <translation>A house without castles whose last land unit is left sees it become a dragon.</translation>
        </message>
        <message>
            <source>Community balancing</source>
            <translation>Community balancing</translation>
        </message>
        <message>
            <source>Ships and dragons adjusted for the six-house base game and the eight-house Mother of Dragons.</source>
            <translation>Ships and dragons adjusted for the six-house base game and the eight-house Mother of Dragons.</translation>
        </message>
        <message>
            <source>A port for the Eyrie</source>
            <translation>A port for the Eyrie</translation>
        </message>
        <message>
            <source>In A Feast for Crows the Eyrie has a port, and Mercantile Ventures scores 1 for Arryn.</source>
            <translation>In A Feast for Crows the Eyrie has a port, and Mercantile Ventures scores 1 for Arryn.</translation>
        </message>
        <message>
            <source>Fog of war</source>
            <translation>Fog of war</translation>
        </message>
        <message>
            <source>Each player sees only the areas in sight of its own pieces; the host keeps the rest secret.</source>
            <translation>Each player sees only the areas in sight of its own pieces; the host keeps the rest secret.</translation>
        </message>
        <message>
            <source>Faceless</source>
            <translation>Faceless</translation>
        </message>
        <message>
            <source>The players' names are hidden from each other until the game ends.</source>
            <translation>The players' names are hidden from each other until the game ends.</translation>
        </message>
        <message>
            <source>No private chats</source>
            <translation>No private chats</translation>
        </message>
        <message>
            <source>Only the public chat is open.</source>
            <translation>Only the public chat is open.</translation>
        </message>
        <message>
            <source>Tournament mode</source>
            <translation>Tournament mode</translation>
        </message>
        <message>
            <source>Only pausing, resuming and replacing a player by a vassal can be put to a vote.</source>
            <translation>Only pausing, resuming and replacing a player by a vassal can be put to a vote.</translation>
        </message>
        <message>
            <source>Private game</source>
            <translation>Private game</translation>
        </message>
        <message>
            <source>A game among people who know each other: a paused clock does not start again by itself.</source>
            <translation>A game among people who know each other: a paused clock does not start again by itself.</translation>
        </message>
        <message>
            <source>Chess clock</source>
            <translation>Chess clock</translation>
        </message>
        <message>
            <source>Minutes on each player's clock; a house whose clock runs out becomes a vassal.</source>
            <translation>Minutes on each player's clock; a house whose clock runs out becomes a vassal.</translation>
        </message>
        <message>
            <source>House-card drafts</source>
            <translation>House-card drafts</translation>
        </message>
        <message>
            <source>Other house cards</source>
            <translation>Other house cards</translation>
        </message>
        <message>
            <source>Houses and starts</source>
            <translation>Houses and starts</translation>
        </message>
        <message>
            <source>Victory and length</source>
            <translation>Victory and length</translation>
        </message>
        <message>
            <source>Combat and Westeros</source>
            <translation>Combat and Westeros</translation>
        </message>
        <message>
            <source>Dragons and balance</source>
            <translation>Dragons and balance</translation>
        </message>
        <message>
            <source>Hidden information</source>
            <translation>Hidden information</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>At the table</translation>
        </message>
        <message>
            <source>Second edition and Mother of Dragons (deck A)</source>
            <translation>Second edition and Mother of Dragons (deck A)</translation>
        </message>
        <message>
            <source>A Dance with Dragons, A Feast for Crows and Mother of Dragons (deck B)</source>
            <translation>A Dance with Dragons, A Feast for Crows and Mother of Dragons (deck B)</translation>
        </message>
        <message>
            <source>A Storm of Swords</source>
            <translation>A Storm of Swords</translation>
        </message>
        <message>
            <source>First edition</source>
            <translation>First edition</translation>
        </message>
        <message>
            <source>Tides of Battle</source>
            <translation>Tides of Battle</translation>
        </message>
        <message>
            <source>Vassals</source>
            <translation>Vassals</translation>
        </message>
        <message>
            <source>The Iron Bank</source>
            <translation>The Iron Bank</translation>
        </message>
        <message>
            <source>Sea orders</source>
            <translation>Sea orders</translation>
        </message>
        <message>
            <source>Power-token gifts</source>
            <translation>Power-token gifts</translation>
        </message>
        <message>
            <source>off</source>
            <translation>off</translation>
        </message>
        <message>
            <source>on</source>
            <translation>on</translation>
        </message>
        <message>
            <source>as the edition plays it</source>
            <translation>as the edition plays it</translation>
        </message>
        <message>
            <source>all of them</source>
            <translation>all of them</translation>
        </message>
        <message>
            <source>{n} min</source>
            <translation>{n} min</translation>
        </message>
        <message>
            <source>Default: {value}</source>
            <translation>Default: {value}</translation>
        </message>
        <message>
            <source>Variants</source>
            <translation>Variants</translation>
        </message>
        <message>
            <source>No variant can be played yet.</source>
            <translation>No variant can be played yet.</translation>
        </message>
        <message>
            <source>No variants</source>
            <translation>No variants</translation>
        </message>
        <message>
            <source>Play the game as its edition plays it.</source>
            <translation>Play the game as its edition plays it.</translation>
        </message>
        <message>
            <source>This combination cannot be played: {why}</source>
            <translation>This combination cannot be played: {why}</translation>
        </message>
        <message>
            <source>None: the edition as it is</source>
            <translation>None: the edition as it is</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>Choose…</translation>
        </message>
        <message>
            <source>House-card drafts and the other variants this game may be played with.</source>
            <translation>House-card drafts and the other variants this game may be played with.</translation>
        </message>
    </context>
    <context>
        <name>VariantRefusal</name>
        <message>
            <source>there is no variant {variant}</source>
            <translation>there is no variant {variant}</translation>
        </message>
        <message>
            <source>{variant} cannot be played yet</source>
            <translation>{variant} cannot be played yet</translation>
        </message>
        <message>
            <source>{variant} cannot be set to {value}</source>
            <translation>{variant} cannot be set to {value}</translation>
        </message>
        <message>
            <source>{variant} takes a number from {min} to {max}</source>
            <translation>{variant} takes a number from {min} to {max}</translation>
        </message>
        <message>
            <source>{variant} is not played in {ruleset}</source>
            <translation>{variant} is not played in {ruleset}</translation>
        </message>
        <message>
            <source>{variant} is not played with {n} houses</source>
            <translation>{variant} is not played with {n} houses</translation>
        </message>
        <message>
            <source>{variant} is played only together with {other}</source>
            <translation>{variant} is played only together with {other}</translation>
        </message>
        <message>
            <source>{variant} is played only with the option {option}</source>
            <translation>{variant} is played only with the option {option}</translation>
        </message>
        <message>
            <source>{variant} cannot be played together with {other}</source>
            <translation>{variant} cannot be played together with {other}</translation>
        </message>
        <message>
            <source>{variant} needs at least {n} deck groups to draft from</source>
            <translation>{variant} needs at least {n} deck groups to draft from</translation>
        </message>
        <message>
            <source>{deck} cannot be drafted from in this game</source>
            <translation>{deck} cannot be drafted from in this game</translation>
        </message>
        <message>
            <source>the decks drafted from hold too few cards of strength {n} for every player</source>
            <translation>the decks drafted from hold too few cards of strength {n} for every player</translation>
        </message>
        <message>
            <source>the decks drafted from hold too few cards of strength {n} for {house}</source>
            <translation>the decks drafted from hold too few cards of strength {n} for {house}</translation>
        </message>
        <message>
            <source>{variant} cannot be set to {value} in {ruleset}</source>
            <translation>{variant} cannot be set to {value} in {ruleset}</translation>
        </message>
    </context>
    <context>
        <name>Draft</name>
        <message>
            <source>All</source>
            <translation>All</translation>
        </message>
        <message>
            <source>Cards: {n}</source>
            <translation>Cards: {n}</translation>
        </message>
        <message>
            <source>Draft order (cards drafted; in bold: picking now):</source>
            <translation>Draft order (cards drafted; in bold: picking now):</translation>
        </message>
        <message>
            <source>Draft this card</source>
            <translation>Draft this card</translation>
        </message>
        <message>
            <source>Draft</source>
            <translation>Draft</translation>
        </message>
        <message>
            <source>Every card offered</source>
            <translation>Every card offered</translation>
        </message>
        <message>
            <source>Everyone picks at once; nobody sees your cards until every house is done.</source>
            <translation>Everyone picks at once; nobody sees your cards until every house is done.</translation>
        </message>
        <message>
            <source>House-card draft: your pick</source>
            <translation>House-card draft: your pick</translation>
        </message>
        <message>
            <source>Houses drafting (cards picked):</source>
            <translation>Houses drafting (cards picked):</translation>
        </message>
        <message>
            <source>One pick per turn, in the draft's order; every pick is public.</source>
            <translation>One pick per turn, in the draft's order; every pick is public.</translation>
        </message>
        <message>
            <source>Pick a card (or a place on a track).</source>
            <translation>Pick a card (or a place on a track).</translation>
        </message>
        <message>
            <source>Pick a card.</source>
            <translation>Pick a card.</translation>
        </message>
        <message>
            <source>Place {place} on the {track} track</source>
            <translation>Place {place} on the {track} track</translation>
        </message>
        <message>
            <source>Places taken:</source>
            <translation>Places taken:</translation>
        </message>
        <message>
            <source>Take this place</source>
            <translation>Take this place</translation>
        </message>
        <message>
            <source>Thematic draft: pick your house's cards</source>
            <translation>Thematic draft: pick your house's cards</translation>
        </message>
        <message>
            <source>Your hand: {n}/{size}</source>
            <translation>Your hand: {n}/{size}</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>nobody yet</translation>
        </message>
        <message>
            <source>{card} · {house}</source>
            <translation>{card} · {house}</translation>
        </message>
        <message>
            <source>Each card offered fills a free slot of your hand (strength × cards): {slots}</source>
            <translation>Each card offered fills a free slot of your hand (strength × cards): {slots}</translation>
        </message>
        <message>
            <source>Hand hidden (blind draft) until the game ends</source>
            <translation>Hand hidden (blind draft) until the game ends</translation>
        </message>
        <message>
            <source>Or take the best free place on a track:</source>
            <translation>Or take the best free place on a track:</translation>
        </message>
        <message>
            <source>Your pick: {card}.</source>
            <translation>Your pick: {card}.</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>The game is paused: nobody moves and no clock runs until it resumes.</source>
            <translation>The game is paused: nobody moves and no clock runs until it resumes.</translation>
        </message>
        <message>
            <source>Someone</source>
            <translation>Someone</translation>
        </message>
        <message>
            <source>{who} asks to pause the game</source>
            <translation>{who} asks to pause the game</translation>
        </message>
        <message>
            <source>{who} asks to resume the game</source>
            <translation>{who} asks to resume the game</translation>
        </message>
        <message>
            <source>{who} asks to end the game after this round</source>
            <translation>{who} asks to end the game after this round</translation>
        </message>
        <message>
            <source>{who} asks to declare {house} the winner</source>
            <translation>{who} asks to declare {house} the winner</translation>
        </message>
        <message>
            <source>{who} asks for 15 more minutes on every chess clock</source>
            <translation>{who} asks for 15 more minutes on every chess clock</translation>
        </message>
        <message>
            <source>{who} ({by}) offers to swap houses with {house}</source>
            <translation>{who} ({by}) offers to swap houses with {house}</translation>
        </message>
        <message>
            <source>{who} asks to make {house} a vassal</source>
            <translation>{who} asks to make {house} a vassal</translation>
        </message>
        <message>
            <source>{who}, watching, asks to take over {house}</source>
            <translation>{who}, watching, asks to take over {house}</translation>
        </message>
        <message>
            <source>{who}, watching, asks to take over the vassal {house}</source>
            <translation>{who}, watching, asks to take over the vassal {house}</translation>
        </message>
        <message>
            <source>{n} s</source>
            <translation>{n} s</translation>
        </message>
        <message>
            <source>{yes} of {needed} yes needed</source>
            <translation>{yes} of {needed} yes needed</translation>
        </message>
        <message>
            <source>{n} min</source>
            <translation>{n} min</translation>
        </message>
        <message>
            <source>pause the game</source>
            <translation>pause the game</translation>
        </message>
        <message>
            <source>resume the game</source>
            <translation>resume the game</translation>
        </message>
        <message>
            <source>end the game after this round</source>
            <translation>end the game after this round</translation>
        </message>
        <message>
            <source>declare a winner</source>
            <translation>declare a winner</translation>
        </message>
        <message>
            <source>give every chess clock more time</source>
            <translation>give every chess clock more time</translation>
        </message>
        <message>
            <source>swap houses</source>
            <translation>swap houses</translation>
        </message>
        <message>
            <source>make a house a vassal</source>
            <translation>make a house a vassal</translation>
        </message>
        <message>
            <source>take over a house</source>
            <translation>take over a house</translation>
        </message>
        <message>
            <source>take over a vassal</source>
            <translation>take over a vassal</translation>
        </message>
        <message>
            <source>The table decides by vote.</source>
            <translation>The table decides by vote.</translation>
        </message>
        <message>
            <source>The host decides for the table.</source>
            <translation>The host decides for the table.</translation>
        </message>
        <message>
            <source>Nobody decides for the table in this game.</source>
            <translation>Nobody decides for the table in this game.</translation>
        </message>
        <message>
            <source>{who} asks the table something this program does not know</source>
            <translation>{who} asks the table something this program does not know</translation>
        </message>
        <message>
            <source>Accepted: {subject}.</source>
            <translation>Accepted: {subject}.</translation>
        </message>
        <message>
            <source>Refused: {subject}.</source>
            <translation>Refused: {subject}.</translation>
        </message>
        <message>
            <source>Out of time, refused: {subject}.</source>
            <translation>Out of time, refused: {subject}.</translation>
        </message>
        <message>
            <source>The game is paused: it resumes by itself in {time}.</source>
            <translation>The game is paused: it resumes by itself in {time}.</translation>
        </message>
        <message>
            <source>{time} left</source>
            <translation>{time} left</translation>
        </message>
        <message>
            <source>{subject}: the host decides.</source>
            <translation>{subject}: the host decides.</translation>
        </message>
        <message>
            <source>{subject}: vote now ({needed} yes needed).</source>
            <translation>{subject}: vote now ({needed} yes needed).</translation>
        </message>
        <message>
            <source>Called off: {subject} ({why}).</source>
            <translation>Called off: {subject} ({why}).</translation>
        </message>
        <message>
            <source>Called off: {subject}.</source>
            <translation>Called off: {subject}.</translation>
        </message>
    </context>
    <context>
        <name>Scenario</name>
        <message>
            <source>{area}: add a {unit}</source>
            <translation>{area}: add a {unit}</translation>
        </message>
        <message>
            <source>{area}: remove a {unit}</source>
            <translation>{area}: remove a {unit}</translation>
        </message>
        <message>
            <source>{area}: place a Power token</source>
            <translation>{area}: place a Power token</translation>
        </message>
        <message>
            <source>{area}: take back your Power token</source>
            <translation>{area}: take back your Power token</translation>
        </message>
        <message>
            <source>{area}: a garrison of {n}</source>
            <translation>{area}: a garrison of {n}</translation>
        </message>
        <message>
            <source>{area}: remove the garrison</source>
            <translation>{area}: remove the garrison</translation>
        </message>
        <message>
            <source>The board</source>
            <translation>The board</translation>
        </message>
        <message>
            <source>Every start is ready. Approve the board, or reject it and every house changes its start again.</source>
            <translation>Every start is ready. Approve the board, or reject it and every house changes its start again.</translation>
        </message>
        <message>
            <source>Approve the board</source>
            <translation>Approve the board</translation>
        </message>
        <message>
            <source>Reject the board</source>
            <translation>Reject the board</translation>
        </message>
        <message>
            <source>Your start</source>
            <translation>Your start</translation>
        </message>
        <message>
            <source>Change your start in the areas marked on the map: add or remove units, place or take back Power tokens, set garrisons. Click an area to see only its changes. Say you are ready when your start suits you.</source>
            <translation>Change your start in the areas marked on the map: add or remove units, place or take back Power tokens, set garrisons. Click an area to see only its changes. Say you are ready when your start suits you.</translation>
        </message>
        <message>
            <source>Make this change</source>
            <translation>Make this change</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Ready</translation>
        </message>
        <message>
            <source>Changes in {area}:</source>
            <translation>Changes in {area}:</translation>
        </message>
        <message>
            <source>Every change you may make ({n}):</source>
            <translation>Every change you may make ({n}):</translation>
        </message>
        <message>
            <source>Click to see the changes you may make here.</source>
            <translation>Click to see the changes you may make here.</translation>
        </message>
    </context>
</TS>
