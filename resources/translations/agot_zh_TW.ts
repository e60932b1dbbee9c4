<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
    <context>
        <name>CardText</name>
        <message>
            <source>When Stark wins, Stark (not the loser) picks the area the losing army retreats to; the chosen area must be a legal retreat that costs the loser the fewest units.</source>
            <translation>史塔克獲勝時，由史塔克（而非失敗方）選擇失敗方部隊撤退的地區；所選地區必須是合法的撤退地區，並且使失敗方損失的部隊最少。</translation>
        </message>
        <message>
            <source>When Stark loses, it picks up every card in its house-card discard pile, Roose Bolton included, back into its hand.</source>
            <translation>史塔克失敗時，將其棄牌堆中的所有家族卡（包括盧斯·波頓）收回手中。</translation>
        </message>
        <message>
            <source>Stark suffers no casualties in this combat caused by sword icons, house-card abilities or Tides of Battle cards.</source>
            <translation>本場戰鬥中，史塔克不會因寶劍圖示、家族卡能力或戰局卡而損失部隊。</translation>
        </message>
        <message>
            <source>If Stark has a Defense order in the contested area, the bonus of that order counts double.</source>
            <translation>如果史塔克在爭奪的地區有防禦命令，該命令的加成翻倍。</translation>
        </message>
        <message>
            <source>When Lannister wins, it takes two Power tokens from the pool.</source>
            <translation>蘭尼斯特獲勝時，從權力庫中拿取兩個權力標記。</translation>
        </message>
        <message>
            <source>When Lannister is the attacker, each of its Footmen in the combat (including Lannister Footmen giving support) is worth 2 combat strength instead of 1.</source>
            <translation>蘭尼斯特為進攻方時，其參戰的每個步兵（包括提供支援的蘭尼斯特步兵）戰力為 2 而不是 1。</translation>
        </message>
        <message>
            <source>Lannister may void the card the opponent revealed and hand it back to them; the opponent must then reveal a different house card from hand, and if they have none they fight without a house card.</source>
            <translation>蘭尼斯特可以使對手翻開的家族卡無效並歸還對手手中；對手必須改為翻開另一張手牌，若沒有其他牌則不使用家族卡作戰。</translation>
        </message>
        <message>
            <source>When Lannister wins, it may take away one Order token belonging to the defeated house from any area of the board (not the March order that started this combat).</source>
            <translation>蘭尼斯特獲勝時，可以從地圖上任意地區移除失敗家族的一個命令標記（不能是引發本場戰鬥的行軍命令）。</translation>
        </message>
        <message>
            <source>Gets +1 combat strength whenever the opposing house sits above Baratheon on the Iron Throne track.</source>
            <translation>如果對手在鐵王座軌上的位置高於拜拉席恩，此牌戰力 +1。</translation>
        </message>
        <message>
            <source>When Baratheon wins, it may swap one of its Footmen taking part in the fight (including a supporting Baratheon Footman) for a Knight from its reserve.</source>
            <translation>拜拉席恩獲勝時，可以把一個參戰的步兵（包括提供支援的拜拉席恩步兵）換成後備中的一個騎士。</translation>
        </message>
        <message>
            <source>If the Stannis Baratheon card is currently in Baratheon's discard pile, this card gains +1 combat strength and one extra sword icon.</source>
            <translation>如果史坦尼斯·拜拉席恩在拜拉席恩的棄牌堆中，此牌戰力 +1 並多一個寶劍圖示。</translation>
        </message>
        <message>
            <source>While Baratheon is receiving support in this combat, every Ship that does not belong to Baratheon (on either side, attacking, defending or supporting) counts for 0 combat strength.</source>
            <translation>只要拜拉席恩在本場戰鬥中獲得支援，所有不屬於拜拉席恩的戰船（無論哪一方，進攻、防守或支援）戰力都為 0。</translation>
        </message>
        <message>
            <source>After the combat is over, Baratheon may look at the opponent's hand of house cards and pick one of them to be discarded.</source>
            <translation>戰鬥結束後，拜拉席恩可以查看對手手中的家族卡，並選擇其中一張棄掉。</translation>
        </message>
        <message>
            <source>When Greyjoy is the attacker, each of its Ships in the combat (including supporting Greyjoy Ships) is worth 2 combat strength instead of 1.</source>
            <translation>葛雷喬伊為進攻方時，其參戰的每艘戰船（包括提供支援的葛雷喬伊戰船）戰力為 2 而不是 1。</translation>
        </message>
        <message>
            <source>The number printed on the opponent's house card is treated as 0.</source>
            <translation>對手家族卡上印的戰力視為 0。</translation>
        </message>
        <message>
            <source>When Greyjoy defends an area that has a Castle or Stronghold, this card gains +1 combat strength and one sword icon.</source>
            <translation>葛雷喬伊防守有城堡或要塞的地區時，此牌戰力 +1 並獲得一個寶劍圖示。</translation>
        </message>
        <message>
            <source>If nobody is supporting Greyjoy in this combat, this card gains two sword icons and one fortification icon.</source>
            <translation>如果本場戰鬥中沒有人支援葛雷喬伊，此牌獲得兩個寶劍圖示和一個堡壘圖示。</translation>
        </message>
        <message>
            <source>Greyjoy may at once pay two available Power tokens to discard Aeron and reveal another house card from its hand in his place (only if it has another card).</source>
            <translation>葛雷喬伊可以立即支付兩個可用的權力標記，棄掉伊倫並改為翻開另一張手牌（僅當還有其他手牌時）。</translation>
        </message>
        <message>
            <source>Tyrell immediately destroys one enemy Footman that is attacking or defending in this combat (supporting units are not eligible).</source>
            <translation>提利爾立即消滅一個在本場戰鬥中進攻或防守的敵方步兵（提供支援的部隊不能被選）。</translation>
        </message>
        <message>
            <source>If Tyrell attacked and won, its March order is placed in the conquered area instead of being discarded, and it may be carried out again later in the same round.</source>
            <translation>如果提利爾進攻並獲勝，其行軍命令不移除而是放到被攻佔的地區，並可以在本輪稍後再次執行。</translation>
        </message>
        <message>
            <source>Tyrell immediately removes one of the opponent's Order tokens from an area adjacent to the contested area; the March order that began this combat cannot be chosen.</source>
            <translation>提利爾立即從與爭奪地區相鄰的地區移除對手的一個命令標記；不能選擇引發本場戰鬥的行軍命令。</translation>
        </message>
        <message>
            <source>If Martell defends and loses, the attacker may not enter the contested area; the attacking units go back to the area they marched from, while Martell's units still retreat as normal.</source>
            <translation>如果馬泰爾防守失敗，進攻方不能進入爭奪的地區；進攻部隊回到出發的地區，而馬泰爾的部隊仍照常撤退。</translation>
        </message>
        <message>
            <source>Gains one fortification icon when Martell defends, or one sword icon when Martell attacks.</source>
            <translation>馬泰爾防守時獲得一個堡壘圖示，進攻時獲得一個寶劍圖示。</translation>
        </message>
        <message>
            <source>Martell immediately moves the opponent to the last position of one influence track that Martell chooses.</source>
            <translation>馬泰爾立即把對手移到由馬泰爾選擇的一條勢力軌的最後一位。</translation>
        </message>
        <message>
            <source>No effect.</source>
            <translation>沒有效果。</translation>
        </message>
        <message>
            <source>Every house recounts the barrel icons in the areas it controls and sets its supply marker to that number (maximum 6); then each house must remove units until its armies fit the new supply level.</source>
            <translation>各家族重新計算其控制地區的補給桶圖示，並把補給標記調整到該數值（最高 6）；然後各家族必須移除部隊，直到軍隊符合新的補給等級。</translation>
        </message>
        <message>
            <source>In Iron Throne order, every house recruits in each of its areas with a Castle (1 mustering point) or Stronghold (2 points); all new units must respect supply limits.</source>
            <translation>按鐵王座順序，各家族在其每個有城堡（1 徵兵點）或要塞（2 點）的地區徵兵；所有新部隊必須符合補給上限。</translation>
        </message>
        <message>
            <source>The Iron Throne holder decides whether this card acts as Supply, as Mustering, or does nothing.</source>
            <translation>鐵王座持有者決定此牌視為調整補給、徵募，或沒有效果。</translation>
        </message>
        <message>
            <source>Shuffle this whole deck again (including this card and all previously drawn ones), then draw a new card from it and resolve that card in place of this one.</source>
            <translation>重新洗混整副牌（包括此牌和之前抽出的牌），然後抽一張新牌代替此牌結算。</translation>
        </message>
        <message>
            <source>Each house takes one Power token per crown (power) icon in the areas it controls, plus one for each port it controls that holds a ship, provided the sea next to that port holds no enemy ships.</source>
            <translation>各家族按其控制地區中的皇冠（權力）圖示數拿取權力標記；另外，每個有己方戰船且相鄰海域沒有敵方戰船的己方港口再拿一個。</translation>
        </message>
        <message>
            <source>The Messenger Raven holder decides whether this card acts as Clash of Kings, as Game of Thrones, or does nothing.</source>
            <translation>信鴉持有者決定此牌視為列王紛爭、權力的遊戲，或沒有效果。</translation>
        </message>
        <message>
            <source>All houses bid Power tokens secretly and simultaneously, once for each track in the order Iron Throne, Fiefdoms, King's Court; positions follow the bids, all bid tokens are lost, and ties are ordered by the Iron Throne holder (for the Iron Throne track the holder before this bid, afterwards the new holder).</source>
            <translation>所有家族按鐵王座、封地、王庭的順序，為每條軌道秘密同時出價權力標記；位置按出價排列，出價的標記全部失去，平局由鐵王座持有者裁定（鐵王座軌由出價前的持有者裁定，之後由新持有者裁定）。</translation>
        </message>
        <message>
            <source>The Valyrian Steel Blade holder picks one restriction for the coming Planning phase: no Defense orders, or no March +1 order, or no restriction at all.</source>
            <translation>瓦雷利亞鋼劍持有者為接下來的計畫階段選擇一項限制：禁止防禦命令，或禁止行軍+1 命令，或不加限制。</translation>
        </message>
        <message>
            <source>Nobody may place Defense orders in the coming Planning phase.</source>
            <translation>接下來的計畫階段，任何人都不能下達防禦命令。</translation>
        </message>
        <message>
            <source>Nobody may place the March +1 order in the coming Planning phase.</source>
            <translation>接下來的計畫階段，任何人都不能下達行軍+1 命令。</translation>
        </message>
        <message>
            <source>Nobody may place Raid orders in the coming Planning phase.</source>
            <translation>接下來的計畫階段，任何人都不能下達突襲命令。</translation>
        </message>
        <message>
            <source>Nobody may place Support orders in the coming Planning phase.</source>
            <translation>接下來的計畫階段，任何人都不能下達支援命令。</translation>
        </message>
        <message>
            <source>Nobody may place Consolidate Power orders in the coming Planning phase.</source>
            <translation>接下來的計畫階段，任何人都不能下達鞏固權力命令。</translation>
        </message>
        <message>
            <source>The wildlings attack at the current Wildling threat value (see wildling_attack).</source>
            <translation>野人以目前的野人威脅值入侵。</translation>
        </message>
        <message>
            <source>No effect on anybody.</source>
            <translation>對任何人都沒有效果。</translation>
        </message>
        <message>
            <source>Chooses either to destroy two of its own units anywhere on the board, or to drop two places on whichever influence track it currently stands highest on.</source>
            <translation>選擇消滅自己在地圖上任意兩個單位，或者在其位置最高的勢力軌上後退兩位。</translation>
        </message>
        <message>
            <source>A second wildling attack of strength 6 follows at once; the highest bidder of the first attack takes no part in that bidding and receives neither reward nor penalty from it.</source>
            <translation>立即發生第二次力量為 6 的野人入侵；第一次出價最高者不參與這次出價，也不受其獎勵或懲罰。</translation>
        </message>
        <message>
            <source>Swaps every one of its Knights on the board for Footmen from its reserve; any Knight that cannot be swapped (no Footman left) is destroyed.</source>
            <translation>把地圖上自己的所有騎士換成後備中的步兵；無法替換（沒有剩餘步兵）的騎士被消滅。</translation>
        </message>
        <message>
            <source>Swaps two of its Knights for Footmen from its reserve; a Knight that cannot be swapped is destroyed.</source>
            <translation>把自己的兩個騎士換成後備中的步兵；無法替換的騎士被消滅。</translation>
        </message>
        <message>
            <source>May swap up to two of its Footmen anywhere on the board for Knights from its reserve.</source>
            <translation>可以把地圖上自己最多兩個步兵換成後備中的騎士。</translation>
        </message>
        <message>
            <source>Moves down two steps on the Supply track (not below 0), then reconciles armies.</source>
            <translation>在補給軌上下降兩格（不低於 0），然後調整軍隊。</translation>
        </message>
        <message>
            <source>Moves down one step on the Supply track (not below 0), then reconciles armies.</source>
            <translation>在補給軌上下降一格（不低於 0），然後調整軍隊。</translation>
        </message>
        <message>
            <source>Moves up one step on the Supply track (not above 6).</source>
            <translation>在補給軌上上升一格（不高於 6）。</translation>
        </message>
        <message>
            <source>If it holds more than one house card, discards every card in hand that shares the highest printed strength.</source>
            <translation>如果手中有不止一張家族卡，棄掉所有印有最高戰力的手牌。</translation>
        </message>
        <message>
            <source>If it holds more than one house card, chooses one card from hand and discards it.</source>
            <translation>如果手中有不止一張家族卡，選擇一張手牌棄掉。</translation>
        </message>
        <message>
            <source>Takes all of its discarded house cards back into its hand.</source>
            <translation>把所有棄掉的家族卡收回手中。</translation>
        </message>
        <message>
            <source>Is moved to the last position of all three influence tracks.</source>
            <translation>在三條勢力軌上都移到最後一位。</translation>
        </message>
        <message>
            <source>In Iron Throne order, each chooses the Fiefdoms or the King's Court track and moves to the last position of that track.</source>
            <translation>按鐵王座順序，各自選擇封地軌或王庭軌，並移到該軌的最後一位。</translation>
        </message>
        <message>
            <source>Moves to the first position of an influence track of its choice and takes that track's dominance token.</source>
            <translation>移到自選的一條勢力軌的第一位，並拿取該軌的統治標記。</translation>
        </message>
        <message>
            <source>Destroys three of its own units anywhere on the board.</source>
            <translation>消滅自己在地圖上任意三個單位。</translation>
        </message>
        <message>
            <source>Destroys two of its own units anywhere on the board.</source>
            <translation>消滅自己在地圖上任意兩個單位。</translation>
        </message>
        <message>
            <source>May take one house card of its choice from its discard pile back into its hand.</source>
            <translation>可以從棄牌堆中選一張家族卡收回手中。</translation>
        </message>
        <message>
            <source>Destroys two of its own units in one area it controls that has a Castle or Stronghold; if that is impossible, destroys two of its units anywhere.</source>
            <translation>在自己控制的一個有城堡或要塞的地區消滅兩個自己的單位；若無法做到，則在任意地區消滅兩個單位。</translation>
        </message>
        <message>
            <source>Destroys one of its own units anywhere on the board.</source>
            <translation>消滅自己在地圖上任意一個單位。</translation>
        </message>
        <message>
            <source>May muster, under the normal mustering rules, in one area it controls that has a Castle or Stronghold.</source>
            <translation>可以按正常徵兵規則，在自己控制的一個有城堡或要塞的地區徵兵。</translation>
        </message>
        <message>
            <source>Loses all of its available Power tokens.</source>
            <translation>失去所有可用的權力標記。</translation>
        </message>
        <message>
            <source>Loses two available Power tokens (or all it has, if fewer).</source>
            <translation>失去兩個可用的權力標記（不足兩個則全部失去）。</translation>
        </message>
        <message>
            <source>Gets back every Power token it bid in this attack.</source>
            <translation>收回本次入侵中出價的所有權力標記。</translation>
        </message>
        <message>
            <source>If Baratheon wins, one Footman that took part in the battle may be turned into a Knight at no cost.</source>
            <translation>戰勝後可以免費把1個參加戰鬥的步兵升級為騎兵。</translation>
        </message>
        <message>
            <source>If Baratheon wins, it may spend one Power token to pick one house card still in the opponent's hand and make it count as used.</source>
            <translation>戰勝後可以花費1個權力道具來選擇並耗盡對方手中的一張貴族將領牌。</translation>
        </message>
        <message>
            <source>The enemy's supporting Ships in this battle add 0 strength of their own (a +1 bonus on their Support order still counts).</source>
            <translation>敵方參加戰鬥的所有支援戰船本身戰力為0（但支援+1獎勵仍然有效）。</translation>
        </message>
        <message>
            <source>If Lannister wins, it gains two Power tokens.</source>
            <translation>戰勝後獲得2個權力道具獎勵。</translation>
        </message>
        <message>
            <source>If Lannister wins, it may remove any one of the opponent's orders from the board.</source>
            <translation>戰勝後可以取消對方棋盤上的任意一個命令。</translation>
        </message>
        <message>
            <source>When Lannister attacks, each of its Footmen counts 2 strength instead of 1.</source>
            <translation>進攻時步兵戰力為2（正常情況為1）。</translation>
        </message>
        <message>
            <source>As the battle is fought, one enemy Footman in it is killed at once.</source>
            <translation>戰鬥時立刻殺死對方的1個步兵。</translation>
        </message>
        <message>
            <source>The opponent's house card loses its special ability; this takes priority over the opponent's card text.</source>
            <translation>對方將領無法使用特殊能力。這條能力優先於對方將領的能力。</translation>
        </message>
        <message>
            <source>When Tyrell attacks, the defender's Defense order gives no bonus.</source>
            <translation>進攻時對方防守命令無效。</translation>
        </message>
        <message>
            <source>If Greyjoy wins, it may at once remove one Support or Consolidate Power order, belonging to any player, from an area adjacent to the battle.</source>
            <translation>戰勝後可以立刻取消相鄰地區的一個支援或鞏固權力命令，不管這個命令屬於哪個玩家。</translation>
        </message>
        <message>
            <source>The opponent's house card counts as strength 0.</source>
            <translation>對方的將領戰力為0。</translation>
        </message>
        <message>
            <source>When Greyjoy attacks, each of its Ships counts 2 strength instead of 1.</source>
            <translation>進攻時戰船戰力為2（正常情況為1）。</translation>
        </message>
        <message>
            <source>When Stark attacks, each of its Knights counts 3 strength instead of 2.</source>
            <translation>進攻時騎兵戰力為3（正常為2）。</translation>
        </message>
        <message>
            <source>Stark's Defense order bonus is doubled (+1 becomes +2, +2 becomes +4).</source>
            <translation>防守命令獎勵加倍（+1變+2，+2變+4）。</translation>
        </message>
        <message>
            <source>If Stark wins, it may take one of its already used house cards back for reuse.</source>
            <translation>戰勝後可以挑選一張用過的將領牌重新使用。</translation>
        </message>
        <message>
            <source>Each player counts the barrels in controlled areas and moves its supply marker; armies over the new limit must be reduced.</source>
            <translation>玩家清點自己的補給酒桶數，調整補給標記的位置。如果兵力超過補給限度，玩家必須拿走多餘的兵力。</translation>
        </message>
        <message>
            <source>In Iron Throne order, each city gives 1 point (a footman, upgrading a footman to a knight, or a ship in an adjacent sea) and each stronghold gives 2 points (also allowing a knight outright); supply limits apply and no ship may be put into a sea holding another player's ships.</source>
            <translation>按照王座排名順序增加兵力：城市提供一點（一個步兵、將一個步兵升級為騎兵，或在相鄰海區增加一條戰船），要塞提供兩點（也可直接增加一個騎兵）；不能超過補給限度，不能往有其他玩家戰船的海區放置戰船。</translation>
        </message>
        <message>
            <source>Shuffle this deck again, then reveal its new top card and resolve that instead.</source>
            <translation>重洗本疊牌，然後重新翻開頂上一張並執行。</translation>
        </message>
        <message>
            <source>Nothing happens; continue with the next deck.</source>
            <translation>不發生任何事，繼續處理下一疊。</translation>
        </message>
        <message>
            <source>All track positions are cleared and re-bid with Power tokens held in the fist: first the Iron Throne track (ties settled by the previous throne holder), then the Valyrian Steel Blade track, then the Messenger Raven track (ties settled by the new throne holder); all bids are lost.</source>
            <translation>所有影響力排名清空，玩家用握在拳中的權力道具重新競標：先競標王座排名（平局由原鐵王座持有人決定），再依次競標鋼劍排名和信鴉排名（平局由新的鐵王座持有人決定）；所有出價上交。</translation>
        </message>
        <message>
            <source>Each player gains one Power token per crown icon in the areas it controls.</source>
            <translation>玩家獲得額外的權力道具，數量是控制的所有地區上的王冠總數。</translation>
        </message>
        <message>
            <source>No Raid orders may be used this round.</source>
            <translation>本回合玩家不能使用騷擾命令。</translation>
        </message>
        <message>
            <source>No Consolidate Power orders may be used this round.</source>
            <translation>本回合玩家不能使用鞏固權力命令。</translation>
        </message>
        <message>
            <source>This round footmen add 0 strength when supporting (the +1 of a Support +1 order still counts).</source>
            <translation>本回合步兵在支援時戰力為0（支援+1的獎勵仍然有效）。</translation>
        </message>
        <message>
            <source>No Defense orders may be used this round.</source>
            <translation>本回合玩家不能使用防守命令。</translation>
        </message>
        <message>
            <source>Everyone secretly bids Power tokens. If the total reaches the wildling strength the Night's Watch holds and the top bidder may take back one used house card; otherwise, in Iron Throne order, every player removes units worth 2 strength and the lowest bidder removes units worth another 2. Ties are settled by the Iron Throne holder.</source>
            <translation>玩家秘密出價權力道具。如果總出價大於等於野人戰力，守夜人軍團獲勝，出價最高的玩家可以收回一張用過的將領牌；否則按照王座排名順序，每個玩家拿走價值兩點戰力的部隊，出價最低的玩家再額外拿走兩點。平局由鐵王座持有人仲裁。</translation>
        </message>
        <message>
            <source>If Arryn has a Defense order in the embattled area and wins, Arryn may return this card to hand instead of the discard pile.</source>
            <translation>如果艾林在交戰地區有防禦命令並獲勝，艾林可以把此牌收回手中，而不放入棄牌堆。</translation>
        </message>
        <message>
            <source>If the printed strength of the opponent's card is 2 or less, this card gains +1 strength and 2 fortifications.</source>
            <translation>如果對手家族卡的印刷戰力為 2 或更低，此牌戰力 +1 並獲得兩個堡壘圖標。</translation>
        </message>
        <message>
            <source>When Arryn defends a sea area, +1 strength for each land area adjacent to that sea that Arryn controls.</source>
            <translation>艾林防守海域時，與該海域相鄰且由艾林控制的每個陸地地區使此牌戰力 +1。</translation>
        </message>
        <message>
            <source>On a win, Arryn and every other house that supported Arryn each gain 3 Power tokens.</source>
            <translation>獲勝時，艾林以及每個支援艾林的家族各獲得三個權力標記。</translation>
        </message>
        <message>
            <source>If Arryn was the defender, after combat Arryn may remove Robert Arryn and the lowest-strength card in the opponent's discard pile from the game.</source>
            <translation>如果艾林是防守方，戰鬥結束後艾林可以把勞勃·艾林和對手棄牌堆中戰力最低的一張牌移出遊戲。</translation>
        </message>
        <message>
            <source>+1 strength and +1 sword for each Targaryen Knight in the embattled area. After combat Khal Drogo is removed from the game.</source>
            <translation>交戰地區中每有一個坦格利安騎士，此牌戰力 +1 並多一個寶劍圖標。戰鬥結束後卓戈卡奧被移出遊戲。</translation>
        </message>
        <message>
            <source>If Targaryen has more Ships in the embattled area than the opponent, each Targaryen Ship there counts 2 instead of 1.</source>
            <translation>如果坦格利安在交戰地區的戰船比對手多，那裡的每艘坦格利安戰船戰力為 2 而不是 1。</translation>
        </message>
        <message>
            <source>+2 strength if a Dragon is in the embattled area.</source>
            <translation>如果交戰地區中有龍，此牌戰力 +2。</translation>
        </message>
        <message>
            <source>Targaryen may discard another card from hand to add that card's printed strength to this one. If Targaryen loses, Viserys is removed from the game.</source>
            <translation>坦格利安可以從手中棄掉另一張牌，把那張牌的印刷戰力加到此牌上。如果坦格利安失敗，韋賽里斯被移出遊戲。</translation>
        </message>
        <message>
            <source>After combat, Targaryen gains Power tokens equal to the difference between the two final combat strengths; then, if Targaryen has 5 or more available Power tokens, Illyrio is removed from the game.</source>
            <translation>戰鬥結束後，坦格利安獲得等於雙方最終戰力之差的權力標記；之後如果坦格利安有五個或更多可用的權力標記，伊利里歐被移出遊戲。</translation>
        </message>
        <message>
            <source>After combat, the opponent discards available Power tokens equal to the difference between the two final combat strengths.</source>
            <translation>戰鬥結束後，對手棄掉等於雙方最終戰力之差的可用權力標記。</translation>
        </message>
        <message>
            <source>When Targaryen attacks a land area using ship transport, +1 strength for each Targaryen Ship in areas adjacent to the embattled area.</source>
            <translation>坦格利安借助戰船運輸進攻陸地地區時，與交戰地區相鄰的地區中每有一艘坦格利安戰船，此牌戰力 +1。</translation>
        </message>
        <message>
            <source>If the embattled area is a land area without a Castle or Stronghold, each Targaryen Knight there counts 4 instead of 2.</source>
            <translation>如果交戰地區是沒有城堡或要塞的陸地地區，那裡的每個坦格利安騎士戰力為 4 而不是 2。</translation>
        </message>
        <message>
            <source>If Targaryen loses by 2 or less, Targaryen may take one other card from its discard pile back into hand.</source>
            <translation>如果坦格利安以 2 點或更少的差距失敗，坦格利安可以從棄牌堆中取回另一張牌到手中。</translation>
        </message>
        <message>
            <source>A loyalty token goes on Storm's End. Targaryen may discard 1 Power token to choose up to 4 other houses and put one loyalty token on each chosen house's home area.</source>
            <translation>在風息堡放置一枚忠誠標記。坦格利安可以棄掉一個權力標記，選擇最多四個其他家族，在每個所選家族的家園地區放置一枚忠誠標記。</translation>
        </message>
        <message>
            <source>A loyalty token goes on The Stony Shore. Targaryen may discard 1 Power token to put one more on The Mountains of the Moon or Moat Cailin.</source>
            <translation>在石岸放置一枚忠誠標記。坦格利安可以棄掉一個權力標記，在明月山脈或卡林灣再放置一枚。</translation>
        </message>
        <message>
            <source>A loyalty token goes on The Reach. Targaryen chooses one: destroy one of its Dragons to move any dragon strength token still on the round track into the dragon strength box (strength rises now); or put a destroyed Dragon back into its home area (if Targaryen controls it and supply allows); or nothing.</source>
            <translation>在河灣放置一枚忠誠標記。坦格利安選擇一項：消滅自己的一條龍，把回合軌上任意一個龍戰力標記移入龍戰力框（戰力立即提升）；或把一條被消滅的龍放回家園地區（須由坦格利安控制且補給允許）；或什麼都不做。</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Riverrun and The Arbor. Targaryen may discard 1 Power token to choose one uncontrolled land area without a neutral force in Westeros and one other player: a loyalty token is placed there together with one land unit of that player's choice from that player's reserve.</source>
            <translation>在奔流城和青亭島各放置一枚忠誠標記。坦格利安可以棄掉一個權力標記，選擇維斯特洛一個無人控制且沒有中立部隊的陸地地區以及另一名玩家：在那裡放置一枚忠誠標記，以及該玩家從其後備中選擇的一個陸地部隊。</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Karhold and Oldtown. Then in reverse turn order each player may move one loyalty token to an adjacent land area; Targaryen may cancel each move as it happens by discarding 1 Power token.</source>
            <translation>在卡霍城和舊鎮各放置一枚忠誠標記。然後按相反的回合順序，每名玩家可以把一枚忠誠標記移到相鄰的陸地地區；坦格利安可以在每次移動時棄掉一個權力標記取消該移動。</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Searoad Marches and Dornish Marches. Targaryen may discard 1 Power token to put one more on Blackwater or The Boneway.</source>
            <translation>在海路邊境和多恩邊疆地各放置一枚忠誠標記。坦格利安可以棄掉一個權力標記，在黑水河或骸骨之路再放置一枚。</translation>
        </message>
        <message>
            <source>A loyalty token goes on Seagard. Targaryen may discard 1 Power token to put one more on Harrenhal or White Harbor.</source>
            <translation>在海疆城放置一枚忠誠標記。坦格利安可以棄掉一個權力標記，在赫倫堡或白港再放置一枚。</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Castle Black and Yronwood. Targaryen may discard 1 Power token to choose another player, who then places one loyalty token in each of 2 different Westeros land areas of that player's choice.</source>
            <translation>在黑城堡和伊倫伍德各放置一枚忠誠標記。坦格利安可以棄掉一個權力標記，選擇另一名玩家，由該玩家在自選的兩個不同的維斯特洛陸地地區各放置一枚忠誠標記。</translation>
        </message>
        <message>
            <source>Targaryen may discard Power tokens equal to its current Victory track position to place one loyalty token on each of 2 different land areas that are next to a river and not controlled by Targaryen.</source>
            <translation>坦格利安可以棄掉等於其當前勝利軌位置的權力標記，在兩個不同的、臨河且不由坦格利安控制的陸地地區各放置一枚忠誠標記。</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Crackclaw Point and Three Towers. Then in turn order each player may move one loyalty token to an adjacent land area; Targaryen may cancel each move as it happens by discarding 2 Power tokens.</source>
            <translation>在蟹爪半島和三塔城各放置一枚忠誠標記。然後按回合順序，每名玩家可以把一枚忠誠標記移到相鄰的陸地地區；坦格利安可以在每次移動時棄掉兩個權力標記取消該移動。</translation>
        </message>
        <message>
            <source>After combat, this vassal moves to the top of the Fiefdoms track; everyone else moves down one space.</source>
            <translation>戰鬥後，該附庸移到封地軌的第一位，其他所有家族各下移一位。</translation>
        </message>
        <message>
            <source>If this vassal is the defender, Footmen of non-vassal houses have strength 0 in this combat.</source>
            <translation>如果該附庸是防守方，本場戰鬥中非附庸家族的步兵戰力為 0。</translation>
        </message>
        <message>
            <source>The opponent's chosen card goes back to its hand and a card picked at random from that hand is used instead.</source>
            <translation>對手所選的卡牌回到其手中，改為使用從其手牌中隨機抽出的一張。</translation>
        </message>
        <message>
            <source>If this vassal loses, after combat its commander may muster one of the vassal's Knights in the area it retreated to or in its home area (if possible).</source>
            <translation>如果該附庸戰敗，戰鬥後其指揮者可在它撤退到的地區或其本家地區（如可能）為它徵召一個騎士。</translation>
        </message>
        <message>
            <source>If this vassal wins, after casualties it must destroy one of its own units in the embattled area.</source>
            <translation>如果該附庸獲勝，結算傷亡後它必須消滅自己在交戰地區的一個單位。</translation>
        </message>
        <message>
            <source>Once cards are revealed, the opponent may discard 2 available Power tokens to make Bronn's strength 0.</source>
            <translation>卡牌翻開後，對手可棄掉 2 個可用的權力標記，使波隆的戰力變為 0。</translation>
        </message>
        <message>
            <source>On a win, Lannister may also destroy one enemy Footman anywhere on the board (besides normal casualties); if that Footman was the last unit in its area, the Order token there is removed too.</source>
            <translation>蘭尼斯特獲勝時，還可以消滅棋盤上任意一個敵方步兵（正常傷亡之外）；若該步兵是其地區中最後一個部隊，那裡的命令標記也一併移除。</translation>
        </message>
        <message>
            <source>When Lannister attacks, each participating Lannister Knight (supporting Lannister Knights included) counts 3 instead of 2.</source>
            <translation>蘭尼斯特為進攻方時，其參戰的每個騎士（包括提供支援的蘭尼斯特騎士）戰力為 3 而不是 2。</translation>
        </message>
        <message>
            <source>Lannister may discard 2 available Power tokens to pick any House card in any house's discard pile; Qyburn then uses that card's printed strength, swords and fortifications, but not its text.</source>
            <translation>蘭尼斯特可以棄掉兩個可用的權力標記，從任一家族的棄牌堆中選一張家族卡；科本改用那張牌印刷的戰力、寶劍和堡壘圖標，但不用其文字。</translation>
        </message>
        <message>
            <source>While Reek is still in Bolton's hand, Ramsay gets +1 strength and 3 swords.</source>
            <translation>只要臭佬仍在波頓手中，拉姆斯戰力 +1 並獲得三個寶劍圖標。</translation>
        </message>
        <message>
            <source>Every other house that declared support for Bolton's opponent gives that support to Bolton instead (the opponent's own units are unaffected).</source>
            <translation>其他每個宣布支援波頓對手的家族改為支援波頓（對手自己的部隊不受影響）。</translation>
        </message>
        <message>
            <source>If Ramsay Bolton is in Bolton's discard pile, it goes back to Bolton's hand at once. If Bolton loses this combat, Bolton may take Reek back into hand instead of discarding it.</source>
            <translation>如果拉姆斯·波頓在波頓的棄牌堆中，立即把它收回手中。如果波頓輸掉本場戰鬥，波頓可以把臭佬收回手中，而不放入棄牌堆。</translation>
        </message>
        <message>
            <source>If nobody supports Baratheon in this combat, every Support order adjacent to the embattled area (Baratheon's own included) is removed and gives no strength.</source>
            <translation>如果本場戰鬥中沒有人支援拜拉席恩，與交戰地區相鄰的所有支援命令（包括拜拉席恩自己的）都被移除，不提供戰力。</translation>
        </message>
        <message>
            <source>On a win, Baratheon may move the Wildling threat one space up or down (never below 0 nor above 10).</source>
            <translation>拜拉席恩獲勝時，可以把野人威脅上移或下移一格（不低於 0，不高於 10）。</translation>
        </message>
        <message>
            <source>After combat, Baratheon may take one card from its discard pile (this one included) back into hand by discarding available Power tokens equal to that card's printed strength.</source>
            <translation>戰鬥後，拜拉席恩可以棄掉與某張牌印刷戰力相等的可用權力標記，把棄牌堆中的那張牌（包括此牌）收回手中。</translation>
        </message>
        <message>
            <source>Baratheon's final combat strength equals the current position of the Wildling threat token (units, orders, support and other modifiers are ignored).</source>
            <translation>拜拉席恩的最終戰力等於野人威脅標記當前的位置（部隊、命令、支援和其他加成都不計）。</translation>
        </message>
        <message>
            <source>+1 strength if the opponent is higher than Greyjoy on the Fiefdoms track.</source>
            <translation>如果對手在封地軌上高於葛雷喬伊，此牌戰力 +1。</translation>
        </message>
        <message>
            <source>On a win, Greyjoy may look through one Westeros deck, take a card of its choice, shuffle the rest and put the chosen card face down on top of that deck.</source>
            <translation>葛雷喬伊獲勝時，可以檢視一副維斯特洛牌，選一張牌，把其餘的洗混，再把選中的牌面朝下放在該牌堆頂部。</translation>
        </message>
        <message>
            <source>If Greyjoy attacked and lost, Greyjoy gains 3 Power tokens.</source>
            <translation>如果葛雷喬伊進攻並失敗，葛雷喬伊獲得三個權力標記。</translation>
        </message>
        <message>
            <source>Greyjoy may discard any number of available Power tokens; the card gains +1 strength per token discarded.</source>
            <translation>葛雷喬伊可以棄掉任意數量的可用權力標記；每棄一個，此牌戰力 +1。</translation>
        </message>
        <message>
            <source>For each House card left in Martell's hand, the card gains 1 sword and 1 fortification and loses 1 strength (strength never below 0).</source>
            <translation>馬泰爾手中每剩一張家族卡，此牌獲得一個寶劍圖標和一個堡壘圖標，並且戰力 -1（戰力不低於 0）。</translation>
        </message>
        <message>
            <source>On a win, Martell may move up one space on an Influence track of its choice.</source>
            <translation>馬泰爾獲勝時，可以在自選的一條勢力軌上上移一位。</translation>
        </message>
        <message>
            <source>+1 strength for each card in Martell's discard pile.</source>
            <translation>馬泰爾棄牌堆中每有一張牌，此牌戰力 +1。</translation>
        </message>
        <message>
            <source>The text of the opponent's House card is ignored for this combat.</source>
            <translation>本場戰鬥中，對手家族卡的文字無效。</translation>
        </message>
        <message>
            <source>If the embattled area is a sea, each participating Tyrell Ship (supporting Tyrell Ships included) counts 2 instead of 1.</source>
            <translation>如果交戰地區是海域，每艘參戰的提利爾戰船（包括提供支援的提利爾戰船）戰力為 2 而不是 1。</translation>
        </message>
        <message>
            <source>If Tyrell defends its home area or an area holding a Tyrell Power token, the opponent's final combat strength becomes 2.</source>
            <translation>如果提利爾防守其家園地區或有提利爾權力標記的地區，對手的最終戰力變為 2。</translation>
        </message>
            <message>
            <source>+1 strength if Arryn has more available Power tokens than the opponent.</source>
            <translation>如果艾林的可用權力標記比對手多，此牌戰力 +1。</translation>
        </message>
        <message>
            <source>After combat, if Arryn controls The Eyrie, Arryn gains Power tokens equal to twice the printed strength of the opponent's House card.</source>
            <translation>戰鬥結束後，如果艾林控制鷹巢城，艾林獲得等於對手家族卡印刷戰力兩倍的權力標記。</translation>
        </message>
        <message>
            <source>On a win, if Arryn controls The Eyrie, Arryn may discard 2 available Power tokens to make the opponent discard all of its available Power tokens.</source>
            <translation>獲勝時，如果艾林控制鷹巢城，艾林可以棄掉 2 個可用權力標記，令對手棄掉其所有可用權力標記。</translation>
        </message>
        <message>
            <source>After combat, if the opponent has more available Power tokens than Arryn, Arryn gains 3 Power tokens.</source>
            <translation>戰鬥結束後，如果對手的可用權力標記比艾林多，艾林獲得 3 個權力標記。</translation>
        </message>
        <message>
            <source>Mustering as in the base game (every house recruits in its Castles and Strongholds); this copy carries a wildling icon.</source>
            <translation>與基礎遊戲的徵兵相同（各家族在其城堡和要塞徵兵）；這張牌帶有野人圖標。</translation>
        </message>
        <message>
            <source>In turn order, each house musters only in areas it controls that have a Castle (Strongholds give nothing).</source>
            <translation>按回合順序，各家族只在其控制的有城堡的地區徵兵（要塞不提供徵兵點）。</translation>
        </message>
        <message>
            <source>The Iron Throne holder chooses: reset the Wildling threat to 0, or everyone musters in Castles and Strongholds.</source>
            <translation>鐵王座持有者選擇：把野人威脅重置為 0，或所有家族在城堡和要塞徵兵。</translation>
        </message>
        <message>
            <source>Every house drops one space on the Supply track, then reconciles armies in turn order.</source>
            <translation>每個家族在補給軌上下降一格，然後按回合順序調整軍隊。</translation>
        </message>
        <message>
            <source>Every house with at least 2 scored Objective cards loses 1 victory point.</source>
            <translation>每個已完成至少 2 張目標卡的家族失去 1 勝利點。</translation>
        </message>
        <message>
            <source>Each house puts one Objective card from hand face down in a common pool; the pool is shuffled and turned up, then in turn order each house takes one of them into hand.</source>
            <translation>每個家族從手中選一張目標卡面朝下放入公共池；洗混後翻開，然後按回合順序每個家族從中拿一張到手中。</translation>
        </message>
        <message>
            <source>In turn order each house draws one Objective card; then each house shuffles one Objective card from hand back into the objective deck.</source>
            <translation>按回合順序每個家族抽一張目標卡；然後每個家族從手中選一張目標卡洗回目標牌堆。</translation>
        </message>
        <message>
            <source>Control Storm's End.</source>
            <translation>控制風息堡。</translation>
        </message>
        <message>
            <source>Have all 5 of your Knight units on the board.</source>
            <translation>你的 5 個騎士全部在版圖上。</translation>
        </message>
        <message>
            <source>Each other House has a higher position on the Victory track than you.</source>
            <translation>其他每個家族在勝利軌上的位置都比你高。</translation>
        </message>
        <message>
            <source>Control the home area of another House.</source>
            <translation>控制另一個家族的家園地區。</translation>
        </message>
        <message>
            <source>Control more land areas than any other House.</source>
            <translation>控制的陸地地區比其他任何家族都多。</translation>
        </message>
        <message>
            <source>Control The Arbor.</source>
            <translation>控制青亭島。</translation>
        </message>
        <message>
            <source>Control more sea areas than each other House.</source>
            <translation>控制的海洋地區比其他每個家族都多。</translation>
        </message>
        <message>
            <source>Control Castle Black.</source>
            <translation>控制黑城堡。</translation>
        </message>
        <message>
            <source>Hold the Messenger Raven token.</source>
            <translation>持有信鴉標記。</translation>
        </message>
        <message>
            <source>Have 3 units in Crackclaw Point and no units in King's Landing.</source>
            <translation>在蟹爪半島有 3 個部隊，且在君臨城沒有部隊。</translation>
        </message>
        <message>
            <source>Hold the Iron Throne token.</source>
            <translation>持有鐵王座標記。</translation>
        </message>
        <message>
            <source>Hold the Valyrian Steel Blade token.</source>
            <translation>持有瓦雷利亞鋼劍標記。</translation>
        </message>
        <message>
            <source>Control King's Landing.</source>
            <translation>控制君臨城。</translation>
        </message>
        <message>
            <source>Control two areas that are joined by the same bridge.</source>
            <translation>控制由同一座橋相連的兩個地區。</translation>
        </message>
        <message>
            <source>Have more Ship units on the board than each other House.</source>
            <translation>版圖上的戰船比其他每個家族都多。</translation>
        </message>
        <message>
            <source>Control Searoad Marches, Blackwater, and The Reach.</source>
            <translation>控制海疆城邊境、黑水河和河灣。</translation>
        </message>
        <message>
            <source>Obtain position 5 or 6 on the Supply track.</source>
            <translation>在補給軌上達到 5 或 6 格。</translation>
        </message>
        <message>
            <source>Control more Ports than each other House.</source>
            <translation>控制的港口比其他每個家族都多。</translation>
        </message>
        <message>
            <source>Control Crackclaw Point and Kingswood.</source>
            <translation>控制蟹爪半島和御林。</translation>
        </message>
        <message>
            <source>Control more Strongholds than each other House.</source>
            <translation>控制的要塞比其他每個家族都多。</translation>
        </message>
        <message>
            <source>Have more Power tokens on the board than each other House.</source>
            <translation>版圖上的權力標記比其他每個家族都多。</translation>
        </message>
        <message>
            <source>Control Seagard, Greywater Watch, and Flint's Finger.</source>
            <translation>控制海疆城、灰水望和燧石指。</translation>
        </message>
        <message>
            <source>Have 1 unit in Harrenhal and no units in any areas adjacent to Harrenhal.</source>
            <translation>在赫倫堡有 1 個部隊，且在與赫倫堡相鄰的地區沒有部隊。</translation>
        </message>
        <message>
            <source>Have only 1 House card in your hand.</source>
            <translation>手中只剩 1 張家族卡。</translation>
        </message>
        <message>
            <source>Control 4 or more areas with Power icons.</source>
            <translation>控制 4 個或更多有權力圖標的地區。</translation>
        </message>
        <message>
            <source>Control The Eyrie.</source>
            <translation>控制鷹巢城。</translation>
        </message>
        <message>
            <source>Control Winterfell.</source>
            <translation>控制臨冬城。</translation>
        </message>
        <message>
            <source>Control more Castles than each other House.</source>
            <translation>控制的城堡比其他每個家族都多。</translation>
        </message>
        <message>
            <source>Control The Eyrie and have strictly more available Power tokens than every other house.</source>
            <translation>控制鷹巢城，且可用權力標記嚴格多於其他每個家族。</translation>
        </message>
        <message>
            <source>Control Dragonstone and King's Landing.</source>
            <translation>控制龍石島和君臨城。</translation>
        </message>
        <message>
            <source>Control Lannisport and King's Landing.</source>
            <translation>控制蘭尼斯港和君臨城。</translation>
        </message>
        <message>
            <source>Control Winterfell and at least 5 areas with a Castle or Stronghold (Winterfell included).</source>
            <translation>控制臨冬城，以及至少 5 個有城堡或要塞的地區（包括臨冬城）。</translation>
        </message>
        <message>
            <source>Gain 10 Power tokens.</source>
            <translation>獲得 10 個權力標記。</translation>
        </message>
        <message>
            <source>Put a power improvement (+1 crown) on any land area, then gain 8 Power tokens.</source>
            <translation>在任一陸地地區放置一個權力改良（+1 王冠），然後獲得 8 個權力標記。</translation>
        </message>
        <message>
            <source>Place 1 Footman, 1 Knight, 1 Siege Engine and 1 Ship from reserve in areas the buyer controls or has units in (supply limits apply).</source>
            <translation>從後備中放置 1 個步兵、1 個騎士、1 個攻城器械和 1 艘戰船，放在買方控制或有部隊的地區（受補給限制）。</translation>
        </message>
        <message>
            <source>Put a supply improvement (+1 barrel) on each of two different land areas.</source>
            <translation>在兩個不同的陸地地區各放置一個補給改良（+1 酒桶）。</translation>
        </message>
        <message>
            <source>Upgrade two Castles (any areas, anyone's) to Strongholds.</source>
            <translation>將兩座城堡（任意地區，不論歸屬）升級為要塞。</translation>
        </message>
        <message>
            <source>Degrade one Castle (any area) so it no longer has a Castle, then put a power or a supply improvement in that area.</source>
            <translation>拆除一座城堡（任意地區），使該地區不再有城堡，然後在該地區放置一個權力或補給改良。</translation>
        </message>
        <message>
            <source>Put a supply improvement on any land area, then move up one space on the Supply track.</source>
            <translation>在任一陸地地區放置一個補給改良，然後在補給軌上前進一格。</translation>
        </message>
        <message>
            <source>Place 1 Footman and 3 Ships from reserve in areas the buyer controls or has units in.</source>
            <translation>從後備中放置 1 個步兵和 3 艘戰船，放在買方控制或有部隊的地區。</translation>
        </message>
        <message>
            <source>Place 1 Footman and 2 Siege Engines from reserve in areas the buyer controls or has units in.</source>
            <translation>從後備中放置 1 個步兵和 2 個攻城器械，放在買方控制或有部隊的地區。</translation>
        </message>
        <message>
            <source>Look at the top two cards of one Westeros deck; put any of them on the bottom and the rest on top, in any order.</source>
            <translation>查看一個維斯特洛牌堆頂的兩張牌；將其中任意張放到牌堆底，其餘按任意順序放回牌堆頂。</translation>
        </message>
        <message>
            <source>Destroy one Knight in one area and one Footman in a different area; they may belong to any player or vassal.</source>
            <translation>消滅一個地區的一個騎士和另一個地區的一個步兵；它們可以屬於任何玩家或附庸。</translation>
        </message>
        <message>
            <source>Place 3 Knights from reserve in areas the buyer controls or has units in.</source>
            <translation>從後備中放置 3 個騎士，放在買方控制或有部隊的地區。</translation>
        </message>
        <message>
            <source>The sight range of every unit drops by 1 for the rest of the round.</source>
            <translation>本輪餘下時間內，所有單位的視野範圍減 1。</translation>
        </message>
</context>
    <context>
        <name>Decisions</name>
        <message>
            <source>place orders</source>
            <translation>下達命令</translation>
        </message>
        <message>
            <source>use the Messenger Raven</source>
            <translation>使用信鴉</translation>
        </message>
        <message>
            <source>decide about the wildling card</source>
            <translation>處置野人卡</translation>
        </message>
        <message>
            <source>resolve a raid</source>
            <translation>執行突襲</translation>
        </message>
        <message>
            <source>march</source>
            <translation>行軍</translation>
        </message>
        <message>
            <source>declare support</source>
            <translation>宣布支援</translation>
        </message>
        <message>
            <source>choose a house card</source>
            <translation>選擇家族卡</translation>
        </message>
        <message>
            <source>make a choice</source>
            <translation>做出選擇</translation>
        </message>
        <message>
            <source>choose units</source>
            <translation>選擇單位</translation>
        </message>
        <message>
            <source>retreat</source>
            <translation>撤退</translation>
        </message>
        <message>
            <source>muster</source>
            <translation>徵兵</translation>
        </message>
        <message>
            <source>bid</source>
            <translation>出價</translation>
        </message>
        <message>
            <source>settle a tie</source>
            <translation>裁定平局</translation>
        </message>
        <message>
            <source>Place your orders</source>
            <translation>下達你的命令</translation>
        </message>
        <message>
            <source>Remove order</source>
            <translation>移除命令</translation>
        </message>
        <message>
            <source>Commit orders</source>
            <translation>確認命令</translation>
        </message>
        <message>
            <source>Your order here: {order}. Click to change it.</source>
            <translation>你在這裡的命令：{order}。點選可更改。</translation>
        </message>
        <message>
            <source>Click to place an order here.</source>
            <translation>點選在這裡下達命令。</translation>
        </message>
        <message>
            <source>One order in each area with your units: {placed} of {count} placed. Starred orders: {stars} of {limit}.</source>
            <translation>每個有你部隊的地區各下一個命令：已下 {placed}/{count}。星標命令：{stars}/{limit}。</translation>
        </message>
        <message>
            <source>Not allowed this round: {orders}</source>
            <translation>本輪禁止：{orders}</translation>
        </message>
        <message>
            <source>not allowed this round</source>
            <translation>本輪禁止</translation>
        </message>
        <message>
            <source>already placed</source>
            <translation>已使用</translation>
        </message>
        <message>
            <source>Messenger Raven</source>
            <translation>信鴉</translation>
        </message>
        <message>
            <source>You hold the Messenger Raven: you may swap one of your orders for an unused one, or look at the top card of the wildling deck.</source>
            <translation>你持有信鴉：可以把你的一個命令換成未使用的命令，或者查看野人牌堆頂的牌。</translation>
        </message>
        <message>
            <source>Replace the order</source>
            <translation>替換命令</translation>
        </message>
        <message>
            <source>Look at the wildling card</source>
            <translation>查看野人卡</translation>
        </message>
        <message>
            <source>Do not use the raven</source>
            <translation>不使用信鴉</translation>
        </message>
        <message>
            <source>Resolve a raid</source>
            <translation>執行突襲</translation>
        </message>
        <message>
            <source>Your raid order: click to resolve it.</source>
            <translation>你的突襲命令：點選執行。</translation>
        </message>
        <message>
            <source>Click to raid this order.</source>
            <translation>點選突襲這個命令。</translation>
        </message>
        <message>
            <source>Choose which of your raid orders to resolve now.</source>
            <translation>選擇現在執行你的哪個突襲命令。</translation>
        </message>
        <message>
            <source>Raid from {region}: remove an adjacent enemy order.</source>
            <translation>從{region}突襲：移除一個相鄰的敵方命令。</translation>
        </message>
        <message>
            <source>Remove the raid without effect</source>
            <translation>移除突襲，不產生效果</translation>
        </message>
        <message>
            <source>Choose another raid</source>
            <translation>選擇其他突襲</translation>
        </message>
        <message>
            <source>March</source>
            <translation>行軍</translation>
        </message>
        <message>
            <source>Leave a power token behind (keeps control)</source>
            <translation>留下一個權力標記（保持控制）</translation>
        </message>
        <message>
            <source>Undo moves</source>
            <translation>復原移動</translation>
        </message>
        <message>
            <source>Confirm march</source>
            <translation>確認行軍</translation>
        </message>
        <message>
            <source>Your march order: click to march from here.</source>
            <translation>你的行軍命令：點選從這裡行軍。</translation>
        </message>
        <message>
            <source>Drag units from here onto a highlighted area.</source>
            <translation>把部隊從這裡拖到標示的地區。</translation>
        </message>
        <message>
            <source>A march may start only one battle.</source>
            <translation>一次行軍只能引發一場戰鬥。</translation>
        </message>
        <message>
            <source>{area} can be reached only by flying units marching there alone.</source>
            <translation>只有單獨進軍的飛行部隊才能到達{area}。</translation>
        </message>
        <message>
            <source>Marching here starts a battle.</source>
            <translation>進軍這裡將引發戰鬥。</translation>
        </message>
        <message>
            <source>You may march here.</source>
            <translation>你可以進軍這裡。</translation>
        </message>
        <message>
            <source>Choose which of your march orders to resolve now.</source>
            <translation>選擇現在執行你的哪個行軍命令。</translation>
        </message>
        <message>
            <source>March from {region}: drag units onto a green area (red: battle; only one battle per march), or click units to pick them (double-click: the whole army) and then click or drag to an area.</source>
            <translation>從{region}行軍：把部隊拖到綠色地區（紅色：戰鬥；每次行軍只能有一場戰鬥），或點選部隊選取它們（雙擊：整支軍隊），再點選或拖到一個地區。</translation>
        </message>
        <message>
            <source>Resolve another march order</source>
            <translation>執行另一個行軍命令</translation>
        </message>
        <message>
            <source>Staying: {units}</source>
            <translation>留下：{units}</translation>
        </message>
        <message>
            <source>No moves yet: confirming removes the order without moving.</source>
            <translation>尚未移動：直接確認將移除命令而不行軍。</translation>
        </message>
        <message>
            <source>Declare support</source>
            <translation>宣布支援</translation>
        </message>
        <message>
            <source>Battle for {area}: {attacker} attacks {defender}.</source>
            <translation>{area}之戰：{attacker}進攻{defender}。</translation>
        </message>
        <message>
            <source>Support {house} (attacker)</source>
            <translation>支援{house}（進攻方）</translation>
        </message>
        <message>
            <source>Support {house} (defender)</source>
            <translation>支援{house}（防守方）</translation>
        </message>
        <message>
            <source>No support</source>
            <translation>不支援</translation>
        </message>
        <message>
            <source>Declare</source>
            <translation>宣布</translation>
        </message>
        <message>
            <source>Choose a house card</source>
            <translation>選擇家族卡</translation>
        </message>
        <message>
            <source>Battle for {area} against {opponent}. Both cards are revealed together.</source>
            <translation>與{opponent}爭奪{area}。雙方的牌同時翻開。</translation>
        </message>
        <message>
            <source>Before cards: you {mine}, {opponent} {theirs}.</source>
            <translation>出牌前：你 {mine}，{opponent} {theirs}。</translation>
        </message>
        <message>
            <source>Your strength with it: {n}</source>
            <translation>打出後你的戰力：{n}</translation>
        </message>
        <message>
            <source>Play this card</source>
            <translation>打出這張牌</translation>
        </message>
        <message>
            <source>Retreat</source>
            <translation>撤退</translation>
        </message>
        <message>
            <source>Choose where {house}'s army retreats from {area}.</source>
            <translation>選擇{house}的部隊從{area}撤退到哪裡。</translation>
        </message>
        <message>
            <source>Your army lost the battle for {area}: choose where it retreats (highlighted areas).</source>
            <translation>你的部隊在{area}之戰中失敗：選擇撤退的地區（標示）。</translation>
        </message>
        <message>
            <source>Retreat here</source>
            <translation>撤退到這裡</translation>
        </message>
        <message>
            <source>Retreat to {area}</source>
            <translation>撤退到{area}</translation>
        </message>
        <message>
            <source>You may retreat here.</source>
            <translation>你可以撤退到這裡。</translation>
        </message>
        <message>
            <source>Valyrian Steel Blade</source>
            <translation>瓦雷利亞鋼劍</translation>
        </message>
        <message>
            <source>Special Consolidate Power</source>
            <translation>特殊鞏固權力</translation>
        </message>
        <message>
            <source>Ships in a captured port</source>
            <translation>被佔領港口中的戰船</translation>
        </message>
        <message>
            <source>The top wildling card</source>
            <translation>野人牌堆頂的牌</translation>
        </message>
        <message>
            <source>Tie for the lowest bid</source>
            <translation>最低出價平局</translation>
        </message>
        <message>
            <source>Tie for the highest bid</source>
            <translation>最高出價平局</translation>
        </message>
        <message>
            <source>Too few footmen are left in your reserve: choose the knights that become footmen. Your other knights are destroyed.</source>
            <translation>你的後備中步兵不足：請選擇變為步兵的騎士。你的其餘騎士將被消滅。</translation>
        </message>
        <message>
            <source>Casualties</source>
            <translation>戰鬥傷亡</translation>
        </message>
        <message>
            <source>Supply limit</source>
            <translation>補給上限</translation>
        </message>
        <message>
            <source>Preemptive Raid</source>
            <translation>先發制人</translation>
        </message>
        <message>
            <source>A King Beyond the Wall</source>
            <translation>塞外之王</translation>
        </message>
        <message>
            <source>You hold the Valyrian Steel Blade: use it once this round in this battle?</source>
            <translation>你持有瓦雷利亞鋼劍：本輪要在這場戰鬥中使用它嗎？</translation>
        </message>
        <message>
            <source>Attacker {a}, defender {d} so far.</source>
            <translation>目前進攻方 {a}，防守方 {d}。</translation>
        </message>
        <message>
            <source>Consolidate power in {area}, or muster there?</source>
            <translation>在{area}鞏固權力，還是在那裡徵兵？</translation>
        </message>
        <message>
            <source>How many enemy ships in {port} become yours (the rest are destroyed)?</source>
            <translation>{port}中的敵方戰船有多少艘歸你（其餘被消滅）？</translation>
        </message>
        <message>
            <source>The top wildling card is &lt;b&gt;{card}&lt;/b&gt;. Leave it on top or put it at the bottom of the deck?</source>
            <translation>野人牌堆頂的牌是&lt;b&gt;{card}&lt;/b&gt;。留在頂部，還是放到牌堆底？</translation>
        </message>
        <message>
            <source>Your opponent revealed &lt;b&gt;{card}&lt;/b&gt;. Cancel it?</source>
            <translation>對手翻開了&lt;b&gt;{card}&lt;/b&gt;。要使其無效嗎？</translation>
        </message>
        <message>
            <source>As holder of the Iron Throne, decide which house is affected.</source>
            <translation>作為鐵王座持有者，決定哪個家族受到影響。</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>No</source>
            <translation>否</translation>
        </message>
        <message>
            <source>Do not use the ability</source>
            <translation>不使用能力</translation>
        </message>
        <message>
            <source>Click to choose this area.</source>
            <translation>點選以選擇這個地區。</translation>
        </message>
        <message>
            <source>Choose {n} unit(s).</source>
            <translation>選擇 {n} 個單位。</translation>
        </message>
        <message>
            <source>Choose {lo} to {hi} units.</source>
            <translation>選擇 {lo} 到 {hi} 個單位。</translation>
        </message>
        <message>
            <source>Your armies must fit your supply; remove no more than needed.</source>
            <translation>你的軍隊必須符合補給；只移除必要的數量。</translation>
        </message>
        <message>
            <source>All from one area.</source>
            <translation>全部來自同一個地區。</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>確認</translation>
        </message>
        <message>
            <source>Click a unit here to choose it.</source>
            <translation>點選這裡的單位來選擇它。</translation>
        </message>
        <message>
            <source>Chosen: {n}</source>
            <translation>已選：{n}</translation>
        </message>
        <message>
            <source>Muster</source>
            <translation>徵兵</translation>
        </message>
        <message>
            <source>Click one of your castles or strongholds, then choose units to raise there.</source>
            <translation>點選你的一座城堡或要塞，再選擇要在那裡徵召的部隊。</translation>
        </message>
        <message>
            <source>Remove last</source>
            <translation>移除最後一個</translation>
        </message>
        <message>
            <source>Finish mustering</source>
            <translation>完成徵兵</translation>
        </message>
        <message>
            <source>Muster here: {n} point(s) left.</source>
            <translation>在這裡徵兵：剩餘 {n} 點。</translation>
        </message>
        <message>
            <source>{castle}: {left} of {total} mustering point(s) left.</source>
            <translation>{castle}：剩餘徵兵點 {left}/{total}。</translation>
        </message>
        <message>
            <source>Ship to {area}</source>
            <translation>戰船到{area}</translation>
        </message>
        <message>
            <source>{n} left in your reserve</source>
            <translation>後備中還有 {n} 個</translation>
        </message>
        <message>
            <source>Bid power tokens for the {track} track. All bids are revealed together and every token bid is lost. Now: {order}.</source>
            <translation>為{track}軌出價權力標記。所有出價同時公開，出價的標記全部失去。目前：{order}。</translation>
        </message>
        <message>
            <source>The wildlings attack with strength {n}. Bid power tokens for the Night's Watch; all bids are lost.</source>
            <translation>野人以 {n} 的力量入侵。為守夜人出價權力標記；所有出價都會失去。</translation>
        </message>
        <message>
            <source>House</source>
            <translation>家族</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>權力</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>出價</translation>
        </message>
        <message>
            <source>power</source>
            <translation>權力</translation>
        </message>
        <message>
            <source>Your bid (you have {n}):</source>
            <translation>你的出價（你有 {n}）：</translation>
        </message>
        <message>
            <source>Place bid</source>
            <translation>出價</translation>
        </message>
        <message>
            <source>Settle a tie</source>
            <translation>裁定平局</translation>
        </message>
        <message>
            <source>{what}: as holder of the Iron Throne, put the tied houses in order (first place on top).</source>
            <translation>{what}：作為鐵王座持有者，為平局的家族排序（第一名在最上）。</translation>
        </message>
        <message>
            <source>Confirm order</source>
            <translation>確認順序</translation>
        </message>
        <message>
            <source>Battle for {area}</source>
            <translation>{area}之戰</translation>
        </message>
        <message>
            <source>units</source>
            <translation>部隊</translation>
        </message>
        <message>
            <source>order</source>
            <translation>命令</translation>
        </message>
        <message>
            <source>support</source>
            <translation>支援</translation>
        </message>
        <message>
            <source>garrison</source>
            <translation>駐軍</translation>
        </message>
        <message>
            <source>card</source>
            <translation>家族卡</translation>
        </message>
        <message>
            <source>blade</source>
            <translation>鋼劍</translation>
        </message>
        <message>
            <source>tides</source>
            <translation>戰局卡</translation>
        </message>
        <message>
            <source>(attacker)</source>
            <translation>（進攻方）</translation>
        </message>
        <message>
            <source>(defender)</source>
            <translation>（防守方）</translation>
        </message>
        <message>
            <source>card chosen</source>
            <translation>已選好家族卡</translation>
        </message>
        <message>
            <source>Against a neutral force of strength {n}.</source>
            <translation>對抗力量為 {n} 的中立勢力。</translation>
        </message>
        <message>
            <source>Waiting for support from: {areas}</source>
            <translation>等待支援：{areas}</translation>
        </message>
        <message>
            <source>{house} wins.</source>
            <translation>{house}獲勝。</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>正在連線……</translation>
        </message>
        <message>
            <source>{house} wins the game!</source>
            <translation>{house}贏得了遊戲！</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>遊戲結束。</translation>
        </message>
        <message>
            <source>Waiting for: {who}</source>
            <translation>等待：{who}</translation>
        </message>
        <message>
            <source>The game is moving on…</source>
            <translation>遊戲進行中……</translation>
        </message>
        <message>
            <source>your decision</source>
            <translation>輪到你決定</translation>
        </message>
        <message>
            <source>Nothing to decide right now.</source>
            <translation>現在沒有需要你決定的事。</translation>
        </message>
        <message>
            <source>You are watching this game.</source>
            <translation>你正在觀看這局遊戲。</translation>
        </message>
        <message>
            <source>Order tokens</source>
            <translation>命令標記</translation>
        </message>
        <message>
            <source>Drag a token onto one of your areas, or click an area and then a token. Drag a placed order off the map to take it back.</source>
            <translation>把標記拖到你的一個地區上，或先點選地區再點選標記。把已下的命令拖出地圖即可收回。</translation>
        </message>
        <message>
            <source>No starred orders this round</source>
            <translation>本輪不能下星標命令</translation>
        </message>
        <message>
            <source>starred: {used} of {limit}</source>
            <translation>星標：{used}/{limit}</translation>
        </message>
        <message>
            <source>Orders go only in areas with your units.</source>
            <translation>命令只能下在有你部隊的地區。</translation>
        </message>
        <message>
            <source>This order is not allowed this round.</source>
            <translation>本輪禁止這種命令。</translation>
        </message>
        <message>
            <source>This token is already placed.</source>
            <translation>這個標記已經使用了。</translation>
        </message>
        <message>
            <source>You may place at most {limit} starred orders.</source>
            <translation>你最多只能下 {limit} 個星標命令。</translation>
        </message>
        <message>
            <source>You have placed all the orders you can.</source>
            <translation>你能下的命令已經全部下完了。</translation>
        </message>
        <message>
            <source>Your order here: {order}. Click to change it, or drag it off the map to take it back.</source>
            <translation>你在這裡的命令：{order}。點選可更換，拖出地圖可收回。</translation>
        </message>
        <message>
            <source>Drag a token here from the tray, or click to choose one.</source>
            <translation>從標記欄把標記拖到這裡，或點選後選擇一個。</translation>
        </message>
        <message>
            <source>One order in each area with your units: {placed} of {count} placed.</source>
            <translation>每個有你部隊的地區各下一個命令：已下 {placed}/{count}。</translation>
        </message>
        <message>
            <source>no more starred orders allowed</source>
            <translation>星標命令已達上限</translation>
        </message>
        <message>
            <source>Pick the whole army</source>
            <translation>選取整支軍隊</translation>
        </message>
        <message>
            <source>{area}: a march may start only one battle, and these moves already start one.</source>
            <translation>{area}：一次行軍只能引發一場戰鬥，而這些移動已經引發了一場。</translation>
        </message>
        <message>
            <source>{area} cannot be reached from {source}: units march to a green area next to it, or along a chain of your ships.</source>
            <translation>從{source}無法到達{area}：部隊只能行軍到相鄰的綠色地區，或經由你的一串船隻到達。</translation>
        </message>
        <message>
            <source>Picked: {units}</source>
            <translation>已選取：{units}</translation>
        </message>
        <message>
            <source>Starred raid: a second order</source>
            <translation>特殊騷擾：第二條命令</translation>
        </message>
        <message>
            <source>The Night's Watch holds</source>
            <translation>守夜人軍團獲勝</translation>
        </message>
        <message>
            <source>The wildlings win</source>
            <translation>野人成功入侵</translation>
        </message>
        <message>
            <source>Your starred raid from {area} may remove one more adjacent order.</source>
            <translation>你在{area}的特殊騷擾命令還可以再拿走一條相鄰地區的命令。</translation>
        </message>
        <message>
            <source>You bid the most: take one of your used house cards back?</source>
            <translation>你的出價最高：要收回一張用過的將領牌嗎？</translation>
        </message>
        <message>
            <source>Remove units worth {n} mustering points (a knight is worth 2), none more than needed.</source>
            <translation>移除價值{n}點徵兵點數的部隊（騎兵算2點），不可多於所需。</translation>
        </message>
        <message>
            <source>You hold the Messenger Raven: you may swap one of your orders for an unused one.</source>
            <translation>你持有信鴉道具：可以將一條已下達的命令替換成一條還沒下達的命令。</translation>
        </message>
        <message>
            <source>March from {region}: drag units onto a green area (red: battle; only one battle per march). Click units to pick several, then click a destination.</source>
            <translation>從{region}行軍：把部隊拖到綠色地區（紅色：戰鬥；每次行軍只能有一場戰鬥）。也可以點選多個部隊，再點選目的地。</translation>
        </message>
        <message>
            <source>Play {card}</source>
            <translation>打出{card}</translation>
        </message>
        <message>
            <source>No enemy order next to {region} can be raided: the raid is removed without effect.</source>
            <translation>{region}旁沒有可以突襲的敵方命令：這個突襲將被移除，不產生效果。</translation>
        </message>
        <message>
            <source>fixed by a card</source>
            <translation>卡牌固定</translation>
        </message>
            <message>
            <source>choose objectives</source>
            <translation>選擇目標</translation>
        </message>
        <message>
            <source>Shifting Ambitions</source>
            <translation>野心易主</translation>
        </message>
        <message>
            <source>Take one objective card from the pool into your hand.</source>
            <translation>從公共池中拿一張目標卡到手中。</translation>
        </message>
        <message>
            <source>Pay 2 power: the opponent discards all its available power</source>
            <translation>支付 2 權力：對手棄掉所有可用權力標記</translation>
        </message>
        <message>
            <source>draft a house card</source>
            <translation>輪抽家族卡</translation>
        </message>
        <message>
            <source>A choice</source>
            <translation>一項選擇</translation>
        </message>
        <message>
            <source>Interest the Iron Bank was not paid</source>
            <translation>未付給鐵金庫的利息</translation>
        </message>
        <message>
            <source>Choose the Dragon to destroy: every Dragon grows one step stronger at once.</source>
            <translation>選擇要消滅的龍：所有龍立即增強一級。</translation>
        </message>
        <message>
            <source>Choose the uncontrolled land area that gets the loyalty token and another player's unit.</source>
            <translation>選擇一個無人控制的陸地地區，放置忠誠標記和另一名玩家的單位。</translation>
        </message>
        <message>
            <source>Choose the player who puts one of its land units from its reserve there.</source>
            <translation>選擇由哪名玩家從其後備中派一個陸地單位到那裡。</translation>
        </message>
        <message>
            <source>A loyalty token goes on {area} with one land unit of yours from your reserve: which one?</source>
            <translation>一枚忠誠標記放到{area}，並附上你後備中的一個陸地單位：選哪一個？</translation>
        </message>
        <message>
            <source>Choose the player who places two loyalty tokens in Westeros land areas of its choice.</source>
            <translation>選擇一名玩家，由其在自選的維斯特洛陸地地區放置兩枚忠誠標記。</translation>
        </message>
        <message>
            <source>Place a loyalty token in a Westeros land area (two different areas in all).</source>
            <translation>在一個維斯特洛陸地地區放置一枚忠誠標記（共兩個不同的地區）。</translation>
        </message>
        <message>
            <source>Place a loyalty token on a land area next to a river that you do not control (two different areas in all).</source>
            <translation>在一個臨河且不由你控制的陸地地區放置一枚忠誠標記（共兩個不同的地區）。</translation>
        </message>
        <message>
            <source>Choose a house: a loyalty token goes on its home area (up to four houses), or stop.</source>
            <translation>選擇一個家族，在其家園地區放置一枚忠誠標記（最多四個家族），或者停止。</translation>
        </message>
        <message>
            <source>Do not pay</source>
            <translation>不支付</translation>
        </message>
        <message>
            <source>None</source>
            <translation>一個也不要</translation>
        </message>
        <message>
            <source>Choose the influence track on which you drop two places.</source>
            <translation>選擇你要後退兩位的勢力軌。</translation>
        </message>
        <message>
            <source>You bid the most: move to the top of one influence track of your choice.</source>
            <translation>你出價最高：移到自選的一條勢力軌的第一位。</translation>
        </message>
        <message>
            <source>A house could not pay all the interest it owes the Iron Bank: choose which of its units are destroyed, one for each Power token it is short.</source>
            <translation>一個家族無法付清欠鐵金庫的利息：選擇消滅它的哪些單位，每缺一個權力標記消滅一個。</translation>
        </message>
        <message>
            <source>Move no token</source>
            <translation>不移動標記</translation>
        </message>
        <message>
            <source>Pay</source>
            <translation>支付</translation>
        </message>
        <message>
            <source>Cancel the move</source>
            <translation>取消這次移動</translation>
        </message>
        <message>
            <source>Pay 2 power: swap this card for another</source>
            <translation>支付 2 點權力：換成另一張牌</translation>
        </message>
        <message>
            <source>Let it move</source>
            <translation>允許移動</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>完成</translation>
        </message>
        <message>
            <source>Destroy a Dragon: dragons grow stronger now</source>
            <translation>消滅一條龍：龍立即增強</translation>
        </message>
        <message>
            <source>Put a destroyed Dragon back in your home area</source>
            <translation>把一條被消滅的龍放回家園地區</translation>
        </message>
        <message>
            <source>A power crown</source>
            <translation>一個權力皇冠</translation>
        </message>
        <message>
            <source>A supply barrel</source>
            <translation>一個補給桶</translation>
        </message>
        <message>
            <source>Choose an area.</source>
            <translation>選擇一個地區。</translation>
        </message>
        <message>
            <source>Choose a house.</source>
            <translation>選擇一個家族。</translation>
        </message>
        <message>
            <source>Choose a unit.</source>
            <translation>選擇一個單位。</translation>
        </message>
        <message>
            <source>You may move one loyalty token to an adjacent land area.</source>
            <translation>你可以把一枚忠誠標記移到相鄰的陸地地區。</translation>
        </message>
        <message>
            <source>A loyalty token is to move from {source} to {dest}: discard {n} Power token(s) to cancel the move?</source>
            <translation>一枚忠誠標記將從{source}移到{dest}：棄掉 {n} 個權力標記取消這次移動嗎？</translation>
        </message>
        <message>
            <source>From {source} to {dest}</source>
            <translation>從{source}到{dest}</translation>
        </message>
        <message>
            <source>Westeros deck {deck}</source>
            <translation>第 {deck} 副維斯特洛牌</translation>
        </message>
        <message>
            <source>Your bid on the {track} track is not yours to keep: it is handed out, one Power token at a time, to the other houses' bids. Which house gets the next token ({n} left)?</source>
            <translation>你在{track}軌上的出價不歸你自己：它要一個一個地分給其他家族的出價。下一個權力標記給哪個家族（還剩 {n} 個）？</translation>
        </message>
        <message>
            <source>Pay {n} power</source>
            <translation>支付 {n} 點權力</translation>
        </message>
        <message>
            <source>Cancel the move ({n} power)</source>
            <translation>取消這次移動（{n} 點權力）</translation>
        </message>
        <message>
            <source>Discard {n} Power token(s) for this card's option?</source>
            <translation>棄掉 {n} 個權力標記以使用此牌的選項嗎？</translation>
        </message>
        <message>
            <source>Click to choose: from {source} to here.</source>
            <translation>點擊選擇：從{source}到這裡。</translation>
        </message>
        <message>
            <source>Click, then click where it goes.</source>
            <translation>點擊這裡，再點擊要去的地區。</translation>
        </message>
        <message>
            <source>Choose which Dragon strength token on the round track goes into the box now: the Dragons will not grow stronger again in that token's round.</source>
            <translation>選擇回合軌上的哪一個龍戰力標記現在移入龍戰力框：龍在該標記所在的那一輪將不再提升戰力。</translation>
        </message>
        <message>
            <source>Choose a token.</source>
            <translation>選擇一個標記。</translation>
        </message>
        <message>
            <source>The token of round {n}</source>
            <translation>第 {n} 輪的標記</translation>
        </message>
        <message>
            <source>change their start</source>
            <translation>修改起始佈置</translation>
        </message>
</context>
    <context>
        <name>Log</name>
        <message>
            <source>The Night's Watch holds</source>
            <translation>守夜人守住了長城</translation>
        </message>
        <message>
            <source>The wildlings win</source>
            <translation>野人獲勝</translation>
        </message>
        <message>
            <source>Tides of Battle cards are drawn.</source>
            <translation>抽取戰局卡。</translation>
        </message>
        <message>
            <source>A {players}-player game begins: {houses}.</source>
            <translation>{players} 人遊戲開始：{houses}。</translation>
        </message>
        <message>
            <source>{house} wins the game ({why}).</source>
            <translation>{house}贏得遊戲（{why}）。</translation>
        </message>
        <message>
            <source>Round {round} begins.</source>
            <translation>第 {round} 輪開始。</translation>
        </message>
        <message>
            <source>Round {round} ends.</source>
            <translation>第 {round} 輪結束。</translation>
        </message>
        <message>
            <source>Westeros cards: {cards}; wildling threat {threat}.</source>
            <translation>維斯特洛卡：{cards}；野人威脅 {threat}。</translation>
        </message>
        <message>
            <source>Winter is Coming: deck {deck} is reshuffled and {card} is drawn; wildling threat {threat}.</source>
            <translation>寒冬將至：第 {deck} 副牌重新洗混，抽到{card}；野人威脅 {threat}。</translation>
        </message>
        <message>
            <source>{card}: no {banned} orders this round.</source>
            <translation>{card}：本輪禁止{banned}命令。</translation>
        </message>
        <message>
            <source>Supply is adjusted: {supply}.</source>
            <translation>補給調整：{supply}。</translation>
        </message>
        <message>
            <source>{house} supply becomes {level} ({why}).</source>
            <translation>{house}的補給變為 {level}（{why}）。</translation>
        </message>
        <message>
            <source>{house} gains {amount} power ({why}).</source>
            <translation>{house}獲得 {amount} 點權力（{why}）。</translation>
        </message>
        <message>
            <source>{house} loses {amount} power ({why}).</source>
            <translation>{house}失去 {amount} 點權力（{why}）。</translation>
        </message>
        <message>
            <source>{house} consolidates power in {region}: +{amount}.</source>
            <translation>{house}在{region}鞏固權力：+{amount}。</translation>
        </message>
        <message>
            <source>{house} raids power from {victim}: +{gained}/-{lost}.</source>
            <translation>{house}突襲{victim}的權力：+{gained}/-{lost}。</translation>
        </message>
        <message>
            <source>{house} leaves a power token in {region}.</source>
            <translation>{house}在{region}留下一個權力標記。</translation>
        </message>
        <message>
            <source>{house}'s power token in {region} is removed.</source>
            <translation>{house}在{region}的權力標記被移除。</translation>
        </message>
        <message>
            <source>Planning: houses place their orders.</source>
            <translation>計畫階段：各家族下達命令。</translation>
        </message>
        <message>
            <source>{house} has placed its orders.</source>
            <translation>{house}已下達命令。</translation>
        </message>
        <message>
            <source>You placed: {orders}.</source>
            <translation>你下達了：{orders}。</translation>
        </message>
        <message>
            <source>Orders are revealed.</source>
            <translation>命令翻開。</translation>
        </message>
        <message>
            <source>{house} uses the Messenger Raven: {old} in {region} becomes {new}.</source>
            <translation>{house}使用信鴉：{region}的{old}換成{new}。</translation>
        </message>
        <message>
            <source>{house} does not use the Messenger Raven.</source>
            <translation>{house}沒有使用信鴉。</translation>
        </message>
        <message>
            <source>{house} looks at the top wildling card.</source>
            <translation>{house}查看了野人牌堆頂的牌。</translation>
        </message>
        <message>
            <source>{house} leaves the wildling card on top.</source>
            <translation>{house}把野人卡留在牌堆頂。</translation>
        </message>
        <message>
            <source>{house} puts the wildling card at the bottom.</source>
            <translation>{house}把野人卡放到牌堆底。</translation>
        </message>
        <message>
            <source>{house} raids from {source}: {victim}'s {token} in {target} is removed.</source>
            <translation>{house}從{source}突襲：{victim}在{target}的{token}被移除。</translation>
        </message>
        <message>
            <source>{house} removes its raid in {region} without effect.</source>
            <translation>{house}移除了在{region}的突襲，沒有效果。</translation>
        </message>
        <message>
            <source>{house} removes {victim}'s {token} in {region} ({why}).</source>
            <translation>{house}移除了{victim}在{region}的{token}（{why}）。</translation>
        </message>
        <message>
            <source>{house}'s {token} moves to {region} ({why}).</source>
            <translation>{house}的{token}移到{region}（{why}）。</translation>
        </message>
        <message>
            <source>{house} removes its march in {region} without moving.</source>
            <translation>{house}移除了在{region}的行軍命令，沒有移動。</translation>
        </message>
        <message>
            <source>{house} moves {units} from {source} to {dest}.</source>
            <translation>{house}把{units}從{source}移到{dest}。</translation>
        </message>
        <message>
            <source>{house} retreats {units} from {source} to {dest}.</source>
            <translation>{house}把{units}從{source}撤退到{dest}。</translation>
        </message>
        <message>
            <source>{house} loses {units} in {region} ({why}).</source>
            <translation>{house}在{region}損失{units}（{why}）。</translation>
        </message>
        <message>
            <source>{house} swaps a {old} for a {new} in {region}.</source>
            <translation>{house}在{region}把一個{old}換成{new}。</translation>
        </message>
        <message>
            <source>{house} upgrades a footman to a {new} in {region}.</source>
            <translation>{house}在{region}把一個步兵升級為{new}。</translation>
        </message>
        <message>
            <source>{house} musters a {unit} in {region}.</source>
            <translation>{house}在{region}徵召一個{unit}。</translation>
        </message>
        <message>
            <source>{house} finishes mustering ({count} actions).</source>
            <translation>{house}完成徵兵（{count} 次行動）。</translation>
        </message>
        <message>
            <source>{house} takes over {count} ships in {region}.</source>
            <translation>{house}接管了{region}的 {count} 艘戰船。</translation>
        </message>
        <message>
            <source>{house}'s garrison in {region} is removed.</source>
            <translation>{house}在{region}的駐軍被移除。</translation>
        </message>
        <message>
            <source>{attacker} attacks {area} ({defender}) from {source} with {units}.</source>
            <translation>{attacker}從{source}以{units}進攻{area}（{defender}）。</translation>
        </message>
        <message>
            <source>{house} declares support: {choices}.</source>
            <translation>{house}宣布支援：{choices}。</translation>
        </message>
        <message>
            <source>Support is declared.</source>
            <translation>支援已宣布。</translation>
        </message>
        <message>
            <source>{house} has chosen a house card.</source>
            <translation>{house}已選好家族卡。</translation>
        </message>
        <message>
            <source>You chose {card}.</source>
            <translation>你選擇了{card}。</translation>
        </message>
        <message>
            <source>House cards revealed: {cards}.</source>
            <translation>家族卡翻開：{cards}。</translation>
        </message>
        <message>
            <source>{house} cancels {victim}'s {card}.</source>
            <translation>{house}使{victim}的{card}無效。</translation>
        </message>
        <message>
            <source>{house} plays {card} instead.</source>
            <translation>{house}改為打出{card}。</translation>
        </message>
        <message>
            <source>{house} discards {card}{cards} ({why}).</source>
            <translation>{house}棄掉{card}{cards}（{why}）。</translation>
        </message>
        <message>
            <source>{house} takes back {cards}.</source>
            <translation>{house}收回{cards}。</translation>
        </message>
        <message>
            <source>Tides of Battle cards are drawn face down.</source>
            <translation>戰局卡背面朝上抽出。</translation>
        </message>
        <message>
            <source>Tides of Battle: {cards}.</source>
            <translation>戰局卡：{cards}。</translation>
        </message>
        <message>
            <source>{house} uses the Valyrian Steel Blade ({use}).</source>
            <translation>{house}使用瓦雷利亞鋼劍（{use}）。</translation>
        </message>
        <message>
            <source>{winner} wins in {area}: {attacker_strength} to {defender_strength}.</source>
            <translation>{winner}在{area}獲勝：{attacker_strength} 比 {defender_strength}。</translation>
        </message>
        <message>
            <source>The battle for {area} is over.</source>
            <translation>{area}之戰結束。</translation>
        </message>
        <message>
            <source>{house} attacks the neutral force in {area}: {strength} against {needed}.</source>
            <translation>{house}進攻{area}的中立勢力：{strength} 對 {needed}。</translation>
        </message>
        <message>
            <source>{track} track: {order}.</source>
            <translation>{track}軌：{order}。</translation>
        </message>
        <message>
            <source>{house} has bid.</source>
            <translation>{house}已出價。</translation>
        </message>
        <message>
            <source>You bid {amount}.</source>
            <translation>你出價 {amount}。</translation>
        </message>
        <message>
            <source>Bids ({purpose}): {bids}.</source>
            <translation>出價（{purpose}）：{bids}。</translation>
        </message>
        <message>
            <source>{house} settles the tie: {order}.</source>
            <translation>{house}裁定平局：{order}。</translation>
        </message>
        <message>
            <source>{house} chooses {choice} ({prompt}).</source>
            <translation>{house}選擇了{choice}（{prompt}）。</translation>
        </message>
        <message>
            <source>The wildlings attack with strength {strength}!</source>
            <translation>野人以 {strength} 的力量入侵！</translation>
        </message>
        <message>
            <source>{outcome} ({total} against {strength}); card: {card}; {target} is singled out.</source>
            <translation>{outcome}（{total} 對 {strength}）；野人卡：{card}；受影響的是{target}。</translation>
        </message>
        <message>
            <source>{card}: footmen add no strength when supporting this round.</source>
            <translation>{card}：本回合步兵在支援時戰力為0。</translation>
        </message>
        <message>
            <source>The win is shared: {houses}.</source>
            <translation>共同獲勝：{houses}。</translation>
        </message>
        <message>
            <source>{outcome} ({total} against {strength}); {target} is singled out.</source>
            <translation>{outcome}（{total} 對 {strength}）；受影響的是{target}。</translation>
        </message>
        <message>
            <source>{house}'s {card} cancels the text of {victim}'s {victim_card}.</source>
            <translation>{house}的{card}使{victim}的{victim_card}無法使用特殊能力。</translation>
        </message>
        <message>
            <source>A tie, won on the {track} track.</source>
            <translation>平手，憑{track}軌道取勝。</translation>
        </message>
        <message>
            <source>{name} ({house}) has lost the connection: the seat waits for them.</source>
            <translation>{name}（{house}）斷線了：座位為其保留。</translation>
        </message>
        <message>
            <source>{name} ({house}) is back.</source>
            <translation>{name}（{house}）回來了。</translation>
        </message>
        <message>
            <source>The host lets a bot ({level}) play {house} until {name} is back.</source>
            <translation>主持人讓電腦（{level}）代打{house}，直到{name}回來。</translation>
        </message>
        <message>
            <source>The bot stops playing {house}: the seat waits for {name}.</source>
            <translation>電腦不再代打{house}：座位等待{name}回來。</translation>
        </message>
        <message>
            <source>its player</source>
            <translation>其玩家</translation>
        </message>
        <message>
            <source>A loyalty token is placed in {region} ({card}).</source>
            <translation>{region}放置了一枚忠誠標記（{card}）。</translation>
        </message>
        <message>
            <source>{house} gains {n} loyalty in {region} (total {total}).</source>
            <translation>{house}在{region}獲得{n}點忠誠（共{total}點）。</translation>
        </message>
        <message>
            <source>No loyalty tokens are left to place ({card}).</source>
            <translation>沒有剩餘的忠誠標記可以放置（{card}）。</translation>
        </message>
        <message>
            <source>{house} hands a bid token to {to} ({track}).</source>
            <translation>{house}將一枚出價標記交給{to}（{track}）。</translation>
        </message>
        <message>
            <source>{house}'s {card} is removed from the game ({why}).</source>
            <translation>{house}的{card}被移出遊戲（{why}）。</translation>
        </message>
        <message>
            <source>The support from {regions} goes to {house} ({why}).</source>
            <translation>{regions}的支援轉而給予{house}（{why}）。</translation>
        </message>
        <message>
            <source>{house}'s {card} fights with the strength and icons of {copied}.</source>
            <translation>{house}的{card}採用{copied}的戰力和圖標。</translation>
        </message>
        <message>
            <source>{house} looks through Westeros deck {deck} and puts a card of its choice on top ({why}).</source>
            <translation>{house}檢視第 {deck} 副維斯特洛牌，選一張放在頂部（{why}）。</translation>
        </message>
        <message>
            <source>The wildling threat moves to {threat} ({why}).</source>
            <translation>野人威脅移至 {threat}（{why}）。</translation>
        </message>
        <message>
            <source>{house}'s garrison returns to {region}.</source>
            <translation>{house}的駐軍回到{region}。</translation>
        </message>
        <message>
            <source>A loyalty token moves from {region} to {dest} ({card}).</source>
            <translation>一枚忠誠標記從{region}移到{dest}（{card}）。</translation>
        </message>
        <message>
            <source>{house} cancels the move of the loyalty token in {region} ({card}).</source>
            <translation>{house}取消了{region}忠誠標記的移動（{card}）。</translation>
        </message>
        <message>
            <source>Every {unit} grows one step stronger ({why}).</source>
            <translation>所有{unit}的戰力提前提升一級（{why}）。</translation>
        </message>
        <message>
            <source>{house} loses {units} in the battle for {region}.</source>
            <translation>{house}在{region}之戰中失去{units}。</translation>
        </message>
        <message>
            <source>Vassals are claimed in Iron Throne order: {vassals}.</source>
            <translation>按鐵王座順序認領附庸：{vassals}。</translation>
        </message>
        <message>
            <source>{house} commands {vassals} this round.</source>
            <translation>{house}本輪指揮{vassals}。</translation>
        </message>
        <message>
            <source>{house} takes no vassal.</source>
            <translation>{house}不認領附庸。</translation>
        </message>
        <message>
            <source>Who commands each vassal this round: {commanders}.</source>
            <translation>本輪各附庸的指揮者：{commanders}。</translation>
        </message>
        <message>
            <source>{house} draws {n} vassal cards for this battle.</source>
            <translation>{house}為這場戰鬥抽取 {n} 張附庸卡。</translation>
        </message>
        <message>
            <source>Drawn for {house}: {cards}.</source>
            <translation>為{house}抽到：{cards}。</translation>
        </message>
        <message>
            <source>{vassal} wins: its commander {house} gains {power} power.</source>
            <translation>{vassal}獲勝：其指揮者{house}獲得 {power} 點權力。</translation>
        </message>
        <message>
            <source>{house} raids nothing from {region}: the order stays there as a Support order.</source>
            <translation>{house}未從{region}突襲：該命令留作支援命令。</translation>
        </message>
        <message>
            <source>{house}'s Defense/Muster order in {region} is resolved: it may muster there.</source>
            <translation>{house}在{region}的防禦/徵召命令結算：可在該處徵召。</translation>
        </message>
            <message>
            <source>{house} keeps {kept} objective cards.</source>
            <translation>{house} 保留了 {kept} 張目標卡。</translation>
        </message>
        <message>
            <source>You keep {cards}.</source>
            <translation>你保留了 {cards}。</translation>
        </message>
        <message>
            <source>{house} has chosen its objective cards.</source>
            <translation>{house} 已選好目標卡。</translation>
        </message>
        <message>
            <source>{house} shuffles {n} objective card back into the deck.</source>
            <translation>{house} 把 {n} 張目標卡洗回牌堆。</translation>
        </message>
        <message>
            <source>You shuffle back {cards}.</source>
            <translation>你洗回了 {cards}。</translation>
        </message>
        <message>
            <source>{house} scores the objective {card}: {points} victory points.</source>
            <translation>{house} 完成目標 {card}：{points} 勝利點。</translation>
        </message>
        <message>
            <source>{house} now has {points} victory points ({why}).</source>
            <translation>{house} 現有 {points} 勝利點（{why}）。</translation>
        </message>
        <message>
            <source>{house} meets its special objective: +{points} victory point.</source>
            <translation>{house} 達成特殊目標：+{points} 勝利點。</translation>
        </message>
        <message>
            <source>{house} draws an objective card.</source>
            <translation>{house} 抽了一張目標卡。</translation>
        </message>
        <message>
            <source>You draw {card}.</source>
            <translation>你抽到 {card}。</translation>
        </message>
        <message>
            <source>The objective deck is empty: {house} draws nothing.</source>
            <translation>目標牌堆已空：{house} 沒有抽牌。</translation>
        </message>
        <message>
            <source>{card}: the objectives in the pool are {cards}.</source>
            <translation>{card}：公共池中的目標卡為 {cards}。</translation>
        </message>
        <message>
            <source>{house} takes {card} from the pool.</source>
            <translation>{house} 從公共池拿走 {card}。</translation>
        </message>
        <message>
            <source>Victory points are checked at the end of round {round}.</source>
            <translation>第 {round} 回合結束，檢查勝利點。</translation>
        </message>
        <message>
            <source>The Iron Bank offers: {loans}.</source>
            <translation>鐵金庫提供的貸款：{loans}。</translation>
        </message>
        <message>
            <source>{house} buys {loan} from the Iron Bank for {cost} power.</source>
            <translation>{house}花費 {cost} 點權力向鐵金庫借得{loan}。</translation>
        </message>
        <message>
            <source>{house} takes no loan from the Iron Bank.</source>
            <translation>{house}沒有向鐵金庫借貸。</translation>
        </message>
        <message>
            <source>{house} pays the Iron Bank {paid} of {owed} power in interest.</source>
            <translation>{house}向鐵金庫支付利息：應付 {owed} 點權力，實付 {paid} 點。</translation>
        </message>
        <message>
            <source>{region} gains a power crown ({why}).</source>
            <translation>{region}獲得一個權力皇冠（{why}）。</translation>
        </message>
        <message>
            <source>{region} gains a supply barrel ({why}).</source>
            <translation>{region}獲得一個補給桶（{why}）。</translation>
        </message>
        <message>
            <source>The castle in {region} becomes a stronghold ({why}).</source>
            <translation>{region}的城堡升級為要塞（{why}）。</translation>
        </message>
        <message>
            <source>{region} loses its castle ({why}).</source>
            <translation>{region}失去了城堡（{why}）。</translation>
        </message>
        <message>
            <source>{house} looks at the top {looked} cards of Westeros deck {deck} and puts {bottom} of them at the bottom ({why}).</source>
            <translation>{house}查看第 {deck} 副維斯特洛牌頂部的 {looked} 張牌，將其中 {bottom} 張放到底部（{why}）。</translation>
        </message>
        <message>
            <source>{house} gives {amount} power to {to}.</source>
            <translation>{house}將{amount}個權力標記贈予{to}。</translation>
        </message>
        <message>
            <source>You placed for {house}: {orders}.</source>
            <translation>你為{house}下達了：{orders}。</translation>
        </message>
        <message>
            <source>You chose {card} for {house}.</source>
            <translation>你為{house}選擇了{card}。</translation>
        </message>
        <message>
            <source>{house}'s player has left: {house} plays on as a vassal.</source>
            <translation>{house}的玩家已離開：{house}作為附庸繼續遊戲。</translation>
        </message>
        <message>
            <source>A player takes {house}: it is no longer a vassal.</source>
            <translation>一名玩家接管{house}：它不再是附庸。</translation>
        </message>
        <message>
            <source>{house} drafts {card}.</source>
            <translation>{house}輪抽了{card}。</translation>
        </message>
        <message>
            <source>{house} drafts its card number {n}.</source>
            <translation>{house}輪抽了第 {n} 張卡。</translation>
        </message>
        <message>
            <source>{house} takes place {place} on the {track} track.</source>
            <translation>{house}佔取{track}軌上的第 {place} 位。</translation>
        </message>
        <message>
            <source>The draft is over: {hands}.</source>
            <translation>輪抽結束：{hands}。</translation>
        </message>
        <message>
            <source>{house} swaps {old} for {new} from the draft pool.</source>
            <translation>{house}從輪抽牌池中以{new}換下{old}。</translation>
        </message>
        <message>
            <source>{house} chooses: {choice} ({prompt}).</source>
            <translation>{house}選擇：{choice}（{prompt}）。</translation>
        </message>
        <message>
            <source>Event cards: {cards}; wildling threat {threat}.</source>
            <translation>事件牌：{cards}；野人威脅 {threat}。</translation>
        </message>
        <message>
            <source>Dense Fog: every unit sees one area less until the round ends.</source>
            <translation>濃霧：本輪結束前，每個單位的視野少一個區域。</translation>
        </message>
        <message>
            <source>an area out of sight</source>
            <translation>視野外的某個區域</translation>
        </message>
        <message>
            <source>{name} takes over {house}.</source>
            <translation>{name} 接手了{house}。</translation>
        </message>
        <message>
            <source>{name} hands {house} back.</source>
            <translation>{name} 交出了{house}。</translation>
        </message>
        <message>
            <source>A bot plays {house} from now on.</source>
            <translation>從現在起由電腦玩{house}。</translation>
        </message>
        <message>
            <source>{name} and {other_name} swap houses: {name} plays {house} now, {other_name} {other}.</source>
            <translation>{name} 和 {other_name} 交換了家族：現在 {name} 玩{house}，{other_name} 玩{other}。</translation>
        </message>
        <message>
            <source>The chess clock of {house} ({name}) has run out.</source>
            <translation>{house}（{name}）的棋鐘已用完。</translation>
        </message>
        <message>
            <source>The game is paused: nobody moves and no clock runs until it resumes.</source>
            <translation>遊戲已暫停：繼續之前沒有人行動，計時也不走。</translation>
        </message>
        <message>
            <source>The game resumes.</source>
            <translation>遊戲繼續。</translation>
        </message>
        <message>
            <source>The table decides: round {round} is the last, and the game ends after it.</source>
            <translation>牌桌決定：第 {round} 輪是最後一輪，遊戲在本輪結束後結束。</translation>
        </message>
        <message>
            <source>{house} sets its house cards aside and takes its new deck: {cards}.</source>
            <translation>{house}將其家族卡放到一旁，換上新的牌組：{cards}。</translation>
        </message>
        <message>
            <source>{house} changes its start in {region}: {edit} {what}.</source>
            <translation>{house}修改其在{region}的起始佈置：{edit}{what}。</translation>
        </message>
        <message>
            <source>{house} is ready with its start.</source>
            <translation>{house}的起始佈置已就緒。</translation>
        </message>
        <message>
            <source>Every start is ready: {houses} approve the board or reject it.</source>
            <translation>所有起始佈置均已就緒：{houses}同意或否決這一局面。</translation>
        </message>
        <message>
            <source>{houses} reject the board: the starts are changed again.</source>
            <translation>{houses}否決了這一局面：重新修改起始佈置。</translation>
        </message>
        <message>
            <source>The board is approved.</source>
            <translation>局面已獲同意。</translation>
        </message>
        <message>
            <source>{house} takes the {track} token from {victim} until the next Clash of Kings ({why}).</source>
            <translation>{house}從{victim}手中拿走{track}標記，直到下一次列王紛爭（{why}）。</translation>
        </message>
        <message>
            <source>The dominance tokens return to the first place of their tracks.</source>
            <translation>各優勢標記回到其勢力軌第一位的家族手中。</translation>
        </message>
        <message>
            <source>{house} places {token} in {region} ({why}).</source>
            <translation>{house}在{region}放置{token}（{why}）。</translation>
        </message>
        <message>
            <source>After round {round} Westeros deck {decks}, the wildling deck and the loans are reshuffled.</source>
            <translation>第 {round} 輪後，維斯特洛牌堆 {decks}、野人牌堆和貸款牌堆重新洗混。</translation>
        </message>
        <message>
            <source>After round {round} Westeros deck {decks} and the wildling deck are reshuffled.</source>
            <translation>第 {round} 輪後，維斯特洛牌堆 {decks} 和野人牌堆重新洗混。</translation>
        </message>
        <message>
            <source>adds</source>
            <translation>加入</translation>
        </message>
        <message>
            <source>removes</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>places a Power token</source>
            <translation>放置一個權力標記</translation>
        </message>
        <message>
            <source>takes back its Power token</source>
            <translation>收回其權力標記</translation>
        </message>
        <message>
            <source>sets a garrison of strength</source>
            <translation>設置駐軍力量為</translation>
        </message>
        <message>
            <source>removes the garrison</source>
            <translation>移除駐軍</translation>
        </message>
</context>
    <context>
        <name>Main</name>
        <message>
            <source>Events</source>
            <translation>事件</translation>
        </message>
        <message>
            <source>Connection lost; trying to reconnect…</source>
            <translation>連線中斷，正在嘗試重新連線……</translation>
        </message>
        <message>
            <source>Reconnected.</source>
            <translation>已重新連線。</translation>
        </message>
        <message>
            <source>A Game of Thrones: The Board Game</source>
            <translation>權力的遊戲：桌遊</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>新遊戲(&amp;N)……</translation>
        </message>
        <message>
            <source>&amp;Load game…</source>
            <translation>載入遊戲(&amp;L)……</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>儲存(&amp;S)</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>另存新檔(&amp;A)……</translation>
        </message>
        <message>
            <source>&amp;Watch bots play</source>
            <translation>觀看電腦對局(&amp;W)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>結束(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>檢視(&amp;V)</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>縮小(&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Fit map to window</source>
            <translation>地圖符合視窗大小(&amp;F)</translation>
        </message>
        <message>
            <source>F&amp;ull screen</source>
            <translation>全螢幕(&amp;U)</translation>
        </message>
        <message>
            <source>Full screen: press Esc or F11 to leave.</source>
            <translation>全螢幕：按 Esc 或 F11 離開。</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>設定(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>語言(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>說明(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>關於(&amp;A)</translation>
        </message>
        <message>
            <source>Tracks</source>
            <translation>軌道</translation>
        </message>
        <message>
            <source>Houses and their cards</source>
            <translation>各家族與家族卡</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>紀錄</translation>
        </message>
        <message>
            <source>Chat</source>
            <translation>聊天</translation>
        </message>
        <message>
            <source>Load game</source>
            <translation>載入遊戲</translation>
        </message>
        <message>
            <source>Saved games (*.agot.json);;All files (*)</source>
            <translation>存檔 (*.agot.json);;所有檔案 (*)</translation>
        </message>
        <message>
            <source>This save cannot be loaded: {why}</source>
            <translation>無法載入這個存檔：{why}。</translation>
        </message>
        <message>
            <source>Saved to {path}</source>
            <translation>已儲存到 {path}</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>儲存遊戲</translation>
        </message>
        <message>
            <source>Saved games (*.agot.json)</source>
            <translation>存檔 (*.agot.json)</translation>
        </message>
        <message>
            <source>About</source>
            <translation>關於</translation>
        </message>
        <message>
            <source>A Game of Thrones: The Board Game (second edition) for the desktop and the LAN.
Version {version}.</source>
            <translation>權力的遊戲：桌遊（第二版），桌面與區域網路版。
版本 {version}。</translation>
        </message>
        <message>
            <source>The game refused that: {reason}</source>
            <translation>遊戲拒絕了這個操作：{reason}。</translation>
        </message>
        <message>
            <source>Planning</source>
            <translation>計畫階段</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>行動階段</translation>
        </message>
        <message>
            <source>Westeros</source>
            <translation>維斯特洛階段</translation>
        </message>
        <message>
            <source>Battle</source>
            <translation>戰鬥</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>出價</translation>
        </message>
        <message>
            <source>Wildling attack</source>
            <translation>野人入侵</translation>
        </message>
        <message>
            <source>Mustering</source>
            <translation>徵兵</translation>
        </message>
        <message>
            <source>public view</source>
            <translation>公開視角</translation>
        </message>
        <message>
            <source>Round {n} of {last} · {phase} · showing: {who}</source>
            <translation>第 {n} 輪（共 {last} 輪） · {phase} · 顯示：{who}</translation>
        </message>
        <message>
            <source>land</source>
            <translation>陸地</translation>
        </message>
        <message>
            <source>sea</source>
            <translation>海域</translation>
        </message>
        <message>
            <source>port</source>
            <translation>港口</translation>
        </message>
        <message>
            <source>castle</source>
            <translation>城堡</translation>
        </message>
        <message>
            <source>stronghold</source>
            <translation>要塞</translation>
        </message>
        <message>
            <source>{n} supply barrel(s)</source>
            <translation>{n} 個補給桶</translation>
        </message>
        <message>
            <source>{n} power crown(s)</source>
            <translation>{n} 個權力皇冠</translation>
        </message>
        <message>
            <source>home of {house}</source>
            <translation>{house}的首都</translation>
        </message>
        <message>
            <source>port of {area}</source>
            <translation>{area}的港口</translation>
        </message>
        <message>
            <source>Out of play in this game.</source>
            <translation>本局不可進入。</translation>
        </message>
        <message>
            <source>routed: {units}</source>
            <translation>潰敗：{units}</translation>
        </message>
        <message>
            <source>Order: {order} ({house})</source>
            <translation>命令：{order}（{house}）</translation>
        </message>
        <message>
            <source>An order lies face down.</source>
            <translation>這裡有一個背面朝上的命令。</translation>
        </message>
        <message>
            <source>Power token of {house}</source>
            <translation>{house}的權力標記</translation>
        </message>
        <message>
            <source>Garrison: strength {n}</source>
            <translation>駐軍：力量 {n}</translation>
        </message>
        <message>
            <source>Neutral force: strength {n}</source>
            <translation>中立勢力：力量 {n}</translation>
        </message>
        <message>
            <source>Controlled by {house}</source>
            <translation>由{house}控制</translation>
        </message>
        <message>
            <source>Tracks and houses</source>
            <translation>局勢與家族</translation>
        </message>
        <message>
            <source>Fold the tracks and houses</source>
            <translation>收起局勢與家族</translation>
        </message>
        <message>
            <source>Decision and log</source>
            <translation>決策與記錄</translation>
        </message>
        <message>
            <source>Fold the decision and log</source>
            <translation>收起決策與記錄</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>輪到你了</translation>
        </message>
        <message>
            <source>&amp;Rules quick reference</source>
            <translation>規則速查(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Sound when it is your turn</source>
            <translation>輪到你時播放提示音(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>鍵盤快速鍵(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Animate other houses' moves</source>
            <translation>為其他家族的行動播放動畫(&amp;A)</translation>
        </message>
        <message>
            <source>The game could not be saved: {why}</source>
            <translation>無法儲存遊戲：{why}。</translation>
        </message>
        <message>
            <source>The host is gone: the connection to the game was lost. This window tries to join again by itself.</source>
            <translation>主機已離開：與遊戲的連線已中斷。本視窗會自動嘗試重新加入。</translation>
        </message>
        <message>
            <source>The host is not running the game at the moment (it may have ended it, or be restarting). This window keeps trying and joins again by itself when the host is back; if you leave, Rejoin the LAN game on the start page, or Join on the network page, takes you back.</source>
            <translation>主機目前沒有在執行這局遊戲（可能已結束遊戲，或正在重新啟動）。本視窗會持續嘗試，主機回來後會自動重新加入；如果你離開了，可以在開始頁點擊「重新加入區域網路遊戲」，或在區域網路頁面點擊「加入」回到遊戲。</translation>
        </message>
        <message>
            <source>Connection lost; trying again in {n} s (attempt {k})…</source>
            <translation>連線已中斷；{n} 秒後重試（第 {k} 次）……</translation>
        </message>
        <message>
            <source>End of the round</source>
            <translation>回合結束</translation>
        </message>
            <message>
            <source>Objectives</source>
            <translation>目標</translation>
        </message>
        <message>
            <source>Back to the s&amp;tart page</source>
            <translation>返回開始頁面(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Play on the local network…</source>
            <translation>區域網路對戰(&amp;P)……</translation>
        </message>
        <message>
            <source>Winner: {house} after {rounds} rounds ({decisions} decisions)</source>
            <translation>勝者：{house}，共 {rounds} 回合（{decisions} 次決定）</translation>
        </message>
        <message>
            <source>{ended} This window joins again by itself if the game is hosted again; Rejoin the LAN game on the start page, or Join on the network page, takes you back too.</source>
            <translation>{ended}如果這局遊戲再次開放，本視窗會自動重新加入；也可以透過開始頁面的「重新加入區域網路遊戲」或網路頁面的「加入」回到遊戲。</translation>
        </message>
        <message>
            <source>In the fog of war: what is there is out of sight.</source>
            <translation>戰爭迷霧中：此處的情況不在視野內。</translation>
        </message>
        <message>
            <source>The houses were dealt: the player who chose {place} plays {house}.</source>
            <translation>家族已隨機分配：選擇{place}的玩家扮演{house}。</translation>
        </message>
        <message>
            <source>The houses were dealt: you play {house}.</source>
            <translation>家族已隨機分配：你扮演{house}。</translation>
        </message>
        <message>
            <source>&amp;Pause the game</source>
            <translation>暫停遊戲(&amp;P)</translation>
        </message>
        <message>
            <source>Nobody moves and no clock runs until the game resumes; bots wait.</source>
            <translation>遊戲繼續之前沒有人行動，計時也不走；電腦會等待。</translation>
        </message>
        <message>
            <source>&amp;End the game after this round</source>
            <translation>本輪結束後結束遊戲(&amp;E)</translation>
        </message>
        <message>
            <source>The game ends after this round.</source>
            <translation>遊戲將在本輪結束後結束。</translation>
        </message>
        <message>
            <source>The game is paused: nobody moves until it resumes.</source>
            <translation>遊戲已暫停：繼續之前沒有人行動。</translation>
        </message>
        <message>
            <source>The game resumes.</source>
            <translation>遊戲繼續。</translation>
        </message>
        <message>
            <source>{subject}: answer under At the table.</source>
            <translation>{subject}：請在「在座玩家」中作答。</translation>
        </message>
</context>
    <context>
        <name>Names</name>
        <message>
            <source>Arryn</source>
            <translation>艾林</translation>
        </message>
        <message>
            <source>Targaryen</source>
            <translation>坦格利安</translation>
        </message>
        <message>
            <source>The Vale of Arryn</source>
            <translation>艾林谷</translation>
        </message>
        <message>
            <source>The Bite</source>
            <translation>咬人灣</translation>
        </message>
        <message>
            <source>Port of The Eyrie</source>
            <translation>鷹巢城港口</translation>
        </message>
        <message>
            <source>Braavos</source>
            <translation>布拉佛斯</translation>
        </message>
        <message>
            <source>Pentos</source>
            <translation>潘托斯</translation>
        </message>
        <message>
            <source>Myr</source>
            <translation>密爾</translation>
        </message>
        <message>
            <source>Norvos</source>
            <translation>諾佛斯</translation>
        </message>
        <message>
            <source>The Rhoyne</source>
            <translation>洛恩河</translation>
        </message>
        <message>
            <source>Volantis</source>
            <translation>瓦蘭提斯</translation>
        </message>
        <message>
            <source>The Disputed Lands</source>
            <translation>爭議之地</translation>
        </message>
        <message>
            <source>Braavosian Coastlands</source>
            <translation>布拉佛斯海岸</translation>
        </message>
        <message>
            <source>Bay of Pentos</source>
            <translation>潘托斯灣</translation>
        </message>
        <message>
            <source>Sea of Myrth</source>
            <translation>密爾斯海</translation>
        </message>
        <message>
            <source>The Orange Shore</source>
            <translation>橙色海岸</translation>
        </message>
        <message>
            <source>Port of Braavos</source>
            <translation>布拉佛斯港口</translation>
        </message>
        <message>
            <source>Port of Pentos</source>
            <translation>潘托斯港口</translation>
        </message>
        <message>
            <source>Port of Volantis</source>
            <translation>瓦蘭提斯港口</translation>
        </message>
        <message>
            <source>Dragon</source>
            <translation>龍</translation>
        </message>
        <message>
            <source>Loyalty</source>
            <translation>忠誠</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Neutral</source>
            <translation>中立</translation>
        </message>
        <message>
            <source>Neutral force</source>
            <translation>中立勢力</translation>
        </message>
        <message>
            <source>Wildlings win, lowest bidder</source>
            <translation>野人獲勝：出價最低者</translation>
        </message>
        <message>
            <source>Wildlings win, everyone else</source>
            <translation>野人獲勝：其他家族</translation>
        </message>
        <message>
            <source>Night's Watch wins, highest bidder</source>
            <translation>守夜人獲勝：出價最高者</translation>
        </message>
        <message>
            <source>Footman</source>
            <translation>步兵</translation>
        </message>
        <message>
            <source>Knight</source>
            <translation>騎士</translation>
        </message>
        <message>
            <source>Ship</source>
            <translation>戰船</translation>
        </message>
        <message>
            <source>Siege engine</source>
            <translation>攻城車</translation>
        </message>
        <message>
            <source>Upgrade to {unit}</source>
            <translation>升級為{unit}</translation>
        </message>
        <message>
            <source>March</source>
            <translation>行軍</translation>
        </message>
        <message>
            <source>Defense</source>
            <translation>防禦</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>支援</translation>
        </message>
        <message>
            <source>Raid</source>
            <translation>突襲</translation>
        </message>
        <message>
            <source>Consolidate Power</source>
            <translation>鞏固權力</translation>
        </message>
        <message>
            <source>Clash of Kings: {track}</source>
            <translation>列王紛爭：{track}</translation>
        </message>
        <message>
            <source>Wildling attack</source>
            <translation>野人入侵</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>不執行</translation>
        </message>
        <message>
            <source>+1 combat strength</source>
            <translation>戰力+1</translation>
        </message>
        <message>
            <source>redraw the Tides of Battle card</source>
            <translation>重抽戰局卡</translation>
        </message>
        <message>
            <source>cancel it</source>
            <translation>使其無效</translation>
        </message>
        <message>
            <source>keep</source>
            <translation>保留</translation>
        </message>
        <message>
            <source>put it at the bottom</source>
            <translation>放到牌堆底</translation>
        </message>
        <message>
            <source>consolidate power</source>
            <translation>鞏固權力</translation>
        </message>
        <message>
            <source>muster</source>
            <translation>徵兵</translation>
        </message>
        <message>
            <source>destroy two units</source>
            <translation>消滅兩個單位</translation>
        </message>
        <message>
            <source>drop two places on a track</source>
            <translation>在一條勢力軌上後退兩位</translation>
        </message>
        <message>
            <source>attacker</source>
            <translation>進攻方</translation>
        </message>
        <message>
            <source>defender</source>
            <translation>防守方</translation>
        </message>
        <message>
            <source>March +1</source>
            <translation>行軍+1</translation>
        </message>
        <message>
            <source>casualties</source>
            <translation>戰鬥傷亡</translation>
        </message>
        <message>
            <source>cannot retreat</source>
            <translation>無法撤退</translation>
        </message>
        <message>
            <source>no retreat possible</source>
            <translation>無處可退</translation>
        </message>
        <message>
            <source>supply limit</source>
            <translation>補給上限</translation>
        </message>
        <message>
            <source>most castles after the last round</source>
            <translation>最後一輪結束時城堡最多</translation>
        </message>
        <message>
            <source>seven castles and strongholds</source>
            <translation>佔領七座城堡和要塞</translation>
        </message>
        <message>
            <source>Valyrian Steel Blade</source>
            <translation>瓦雷利亞鋼劍</translation>
        </message>
        <message>
            <source>lowest bidder</source>
            <translation>出價最低者</translation>
        </message>
        <message>
            <source>highest bidder</source>
            <translation>出價最高者</translation>
        </message>
        <message>
            <source>Preemptive Raid</source>
            <translation>先發制人</translation>
        </message>
        <message>
            <source>A King Beyond the Wall</source>
            <translation>塞外之王</translation>
        </message>
        <message>
            <source>Consolidate Power ★</source>
            <translation>鞏固權力 ★</translation>
        </message>
        <message>
            <source>ships in a port</source>
            <translation>港口中的戰船</translation>
        </message>
        <message>
            <source>Messenger Raven</source>
            <translation>信鴉</translation>
        </message>
        <message>
            <source>Stark</source>
            <translation>史塔克</translation>
        </message>
        <message>
            <source>Lannister</source>
            <translation>蘭尼斯特</translation>
        </message>
        <message>
            <source>Baratheon</source>
            <translation>拜拉席恩</translation>
        </message>
        <message>
            <source>Greyjoy</source>
            <translation>葛雷喬伊</translation>
        </message>
        <message>
            <source>Tyrell</source>
            <translation>提利爾</translation>
        </message>
        <message>
            <source>Martell</source>
            <translation>馬泰爾</translation>
        </message>
        <message>
            <source>Blackwater</source>
            <translation>黑水河</translation>
        </message>
        <message>
            <source>Castle Black</source>
            <translation>黑城堡</translation>
        </message>
        <message>
            <source>Crackclaw Point</source>
            <translation>蟹爪半島</translation>
        </message>
        <message>
            <source>Dornish Marches</source>
            <translation>多恩邊疆地</translation>
        </message>
        <message>
            <source>Dragonstone</source>
            <translation>龍石島</translation>
        </message>
        <message>
            <source>Flint's Finger</source>
            <translation>燧石指</translation>
        </message>
        <message>
            <source>Greywater Watch</source>
            <translation>灰水望</translation>
        </message>
        <message>
            <source>Harrenhal</source>
            <translation>赫倫堡</translation>
        </message>
        <message>
            <source>Highgarden</source>
            <translation>高庭</translation>
        </message>
        <message>
            <source>Karhold</source>
            <translation>卡霍城</translation>
        </message>
        <message>
            <source>King's Landing</source>
            <translation>君臨城</translation>
        </message>
        <message>
            <source>Kingswood</source>
            <translation>御林</translation>
        </message>
        <message>
            <source>Lannisport</source>
            <translation>蘭尼斯港</translation>
        </message>
        <message>
            <source>Moat Cailin</source>
            <translation>卡林灣</translation>
        </message>
        <message>
            <source>Oldtown</source>
            <translation>舊鎮</translation>
        </message>
        <message>
            <source>Prince's Pass</source>
            <translation>親王隘口</translation>
        </message>
        <message>
            <source>Pyke</source>
            <translation>派克島</translation>
        </message>
        <message>
            <source>Riverrun</source>
            <translation>奔流城</translation>
        </message>
        <message>
            <source>Salt Shore</source>
            <translation>鹽岸</translation>
        </message>
        <message>
            <source>Seagard</source>
            <translation>海疆城</translation>
        </message>
        <message>
            <source>Searoad Marches</source>
            <translation>海路邊境</translation>
        </message>
        <message>
            <source>Starfall</source>
            <translation>星墜城</translation>
        </message>
        <message>
            <source>Stoney Sept</source>
            <translation>石堂鎮</translation>
        </message>
        <message>
            <source>Storm's End</source>
            <translation>風息堡</translation>
        </message>
        <message>
            <source>Sunspear</source>
            <translation>陽戟城</translation>
        </message>
        <message>
            <source>The Arbor</source>
            <translation>青亭島</translation>
        </message>
        <message>
            <source>The Boneway</source>
            <translation>骸骨之路</translation>
        </message>
        <message>
            <source>The Eyrie</source>
            <translation>鷹巢城</translation>
        </message>
        <message>
            <source>The Fingers</source>
            <translation>五指半島</translation>
        </message>
        <message>
            <source>The Mountains of the Moon</source>
            <translation>明月山脈</translation>
        </message>
        <message>
            <source>The Reach</source>
            <translation>河灣</translation>
        </message>
        <message>
            <source>The Stony Shore</source>
            <translation>石岸</translation>
        </message>
        <message>
            <source>The Twins</source>
            <translation>孿河城</translation>
        </message>
        <message>
            <source>Three Towers</source>
            <translation>三塔城</translation>
        </message>
        <message>
            <source>White Harbor</source>
            <translation>白港</translation>
        </message>
        <message>
            <source>Widow's Watch</source>
            <translation>寡婦望</translation>
        </message>
        <message>
            <source>Winterfell</source>
            <translation>臨冬城</translation>
        </message>
        <message>
            <source>Yronwood</source>
            <translation>伊倫伍德</translation>
        </message>
        <message>
            <source>Bay of Ice</source>
            <translation>冰灣</translation>
        </message>
        <message>
            <source>Blackwater Bay</source>
            <translation>黑水灣</translation>
        </message>
        <message>
            <source>East Summer Sea</source>
            <translation>東夏海</translation>
        </message>
        <message>
            <source>Ironman's Bay</source>
            <translation>鐵民灣</translation>
        </message>
        <message>
            <source>Redwyne Straits</source>
            <translation>雷德溫海峽</translation>
        </message>
        <message>
            <source>Sea of Dorne</source>
            <translation>多恩海</translation>
        </message>
        <message>
            <source>Shipbreaker Bay</source>
            <translation>破船灣</translation>
        </message>
        <message>
            <source>Sunset Sea</source>
            <translation>日落之海</translation>
        </message>
        <message>
            <source>The Golden Sound</source>
            <translation>黃金海峽</translation>
        </message>
        <message>
            <source>The Narrow Sea</source>
            <translation>狹海</translation>
        </message>
        <message>
            <source>The Shivering Sea</source>
            <translation>顫抖海</translation>
        </message>
        <message>
            <source>West Summer Sea</source>
            <translation>西夏海</translation>
        </message>
        <message>
            <source>Port of Dragonstone</source>
            <translation>龍石島港口</translation>
        </message>
        <message>
            <source>Port of Lannisport</source>
            <translation>蘭尼斯港港口</translation>
        </message>
        <message>
            <source>Port of Oldtown</source>
            <translation>舊鎮港口</translation>
        </message>
        <message>
            <source>Port of Pyke</source>
            <translation>派克島港口</translation>
        </message>
        <message>
            <source>Port of Storm's End</source>
            <translation>風息堡港口</translation>
        </message>
        <message>
            <source>Port of Sunspear</source>
            <translation>陽戟城港口</translation>
        </message>
        <message>
            <source>Port of White Harbor</source>
            <translation>白港港口</translation>
        </message>
        <message>
            <source>Port of Winterfell</source>
            <translation>臨冬城港口</translation>
        </message>
        <message>
            <source>Iron Throne</source>
            <translation>鐵王座</translation>
        </message>
        <message>
            <source>Fiefdoms</source>
            <translation>封地</translation>
        </message>
        <message>
            <source>King's Court</source>
            <translation>王庭</translation>
        </message>
        <message>
            <source>Eddard Stark</source>
            <translation>艾德·史塔克</translation>
        </message>
        <message>
            <source>Robb Stark</source>
            <translation>羅柏·史塔克</translation>
        </message>
        <message>
            <source>Roose Bolton</source>
            <translation>盧斯·波頓</translation>
        </message>
        <message>
            <source>Greatjon Umber</source>
            <translation>大瓊恩·安柏</translation>
        </message>
        <message>
            <source>Ser Rodrick Cassel</source>
            <translation>羅德利克·凱索爵士</translation>
        </message>
        <message>
            <source>The Blackfish</source>
            <translation>黑魚</translation>
        </message>
        <message>
            <source>Catelyn Stark</source>
            <translation>凱特琳·史塔克</translation>
        </message>
        <message>
            <source>Tywin Lannister</source>
            <translation>泰溫·蘭尼斯特</translation>
        </message>
        <message>
            <source>Ser Gregor Clegane</source>
            <translation>格雷果·克里岡爵士</translation>
        </message>
        <message>
            <source>Ser Jaime Lannister</source>
            <translation>詹姆·蘭尼斯特爵士</translation>
        </message>
        <message>
            <source>The Hound</source>
            <translation>獵狗</translation>
        </message>
        <message>
            <source>Ser Kevan Lannister</source>
            <translation>凱馮·蘭尼斯特爵士</translation>
        </message>
        <message>
            <source>Tyrion Lannister</source>
            <translation>提利昂·蘭尼斯特</translation>
        </message>
        <message>
            <source>Cersei Lannister</source>
            <translation>瑟曦·蘭尼斯特</translation>
        </message>
        <message>
            <source>Stannis Baratheon</source>
            <translation>史坦尼斯·拜拉席恩</translation>
        </message>
        <message>
            <source>Renly Baratheon</source>
            <translation>藍禮·拜拉席恩</translation>
        </message>
        <message>
            <source>Ser Davos Seaworth</source>
            <translation>戴佛斯·席渥斯爵士</translation>
        </message>
        <message>
            <source>Brienne of Tarth</source>
            <translation>塔斯的布蕾妮</translation>
        </message>
        <message>
            <source>Salladhor Saan</source>
            <translation>薩拉多·桑</translation>
        </message>
        <message>
            <source>Melisandre</source>
            <translation>梅麗珊卓</translation>
        </message>
        <message>
            <source>Patchface</source>
            <translation>補丁臉</translation>
        </message>
        <message>
            <source>Euron Crow's Eye</source>
            <translation>攸倫·鴉眼</translation>
        </message>
        <message>
            <source>Victarion Greyjoy</source>
            <translation>維克塔利昂·葛雷喬伊</translation>
        </message>
        <message>
            <source>Balon Greyjoy</source>
            <translation>巴隆·葛雷喬伊</translation>
        </message>
        <message>
            <source>Theon Greyjoy</source>
            <translation>席恩·葛雷喬伊</translation>
        </message>
        <message>
            <source>Dagmar Cleftjaw</source>
            <translation>裂顎達格默</translation>
        </message>
        <message>
            <source>Asha Greyjoy</source>
            <translation>阿莎·葛雷喬伊</translation>
        </message>
        <message>
            <source>Aeron Damphair</source>
            <translation>濕髮伊倫</translation>
        </message>
        <message>
            <source>Mace Tyrell</source>
            <translation>梅斯·提利爾</translation>
        </message>
        <message>
            <source>Ser Loras Tyrell</source>
            <translation>洛拉斯·提利爾爵士</translation>
        </message>
        <message>
            <source>Randyll Tarly</source>
            <translation>藍道·塔利</translation>
        </message>
        <message>
            <source>Ser Garlan Tyrell</source>
            <translation>加蘭·提利爾爵士</translation>
        </message>
        <message>
            <source>Margaery Tyrell</source>
            <translation>瑪格麗·提利爾</translation>
        </message>
        <message>
            <source>Alester Florent</source>
            <translation>亞歷斯特·佛羅倫</translation>
        </message>
        <message>
            <source>Queen of Thorns</source>
            <translation>荊棘女王</translation>
        </message>
        <message>
            <source>The Red Viper</source>
            <translation>紅毒蛇</translation>
        </message>
        <message>
            <source>Areo Hotah</source>
            <translation>亞歷歐·何塔</translation>
        </message>
        <message>
            <source>Darkstar</source>
            <translation>暗星</translation>
        </message>
        <message>
            <source>Obara Sand</source>
            <translation>奧芭婭·沙德</translation>
        </message>
        <message>
            <source>Arianne Martell</source>
            <translation>亞蓮恩·馬泰爾</translation>
        </message>
        <message>
            <source>Nymeria Sand</source>
            <translation>娜梅莉亞·沙德</translation>
        </message>
        <message>
            <source>Doran Martell</source>
            <translation>道朗·馬泰爾</translation>
        </message>
        <message>
            <source>Last Days of Summer</source>
            <translation>盛夏之末</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>調整補給</translation>
        </message>
        <message>
            <source>Mustering</source>
            <translation>徵募</translation>
        </message>
        <message>
            <source>A Throne of Blades</source>
            <translation>利刃的王座</translation>
        </message>
        <message>
            <source>Winter is Coming</source>
            <translation>寒冬將至</translation>
        </message>
        <message>
            <source>Game of Thrones</source>
            <translation>權力的遊戲</translation>
        </message>
        <message>
            <source>Dark Wings, Dark Words</source>
            <translation>黑翼的黯言</translation>
        </message>
        <message>
            <source>Clash of Kings</source>
            <translation>列王紛爭</translation>
        </message>
        <message>
            <source>Put to the Sword</source>
            <translation>屠殺殆盡</translation>
        </message>
        <message>
            <source>Storm of Swords</source>
            <translation>冰雨的風暴</translation>
        </message>
        <message>
            <source>Rains of Autumn</source>
            <translation>秋雨連綿</translation>
        </message>
        <message>
            <source>Sea of Storms</source>
            <translation>驚濤駭浪</translation>
        </message>
        <message>
            <source>Web of Lies</source>
            <translation>謊言之網</translation>
        </message>
        <message>
            <source>Feast for Crows</source>
            <translation>群鴉的盛宴</translation>
        </message>
        <message>
            <source>Wildlings Attack</source>
            <translation>野人入侵</translation>
        </message>
        <message>
            <source>Silence at the Wall</source>
            <translation>長城寂靜</translation>
        </message>
        <message>
            <source>Crow Killers</source>
            <translation>屠鴉者</translation>
        </message>
        <message>
            <source>Rattleshirt's Raiders</source>
            <translation>叮噹衫的掠襲者</translation>
        </message>
        <message>
            <source>Massing on the Milkwater</source>
            <translation>乳水河畔集結</translation>
        </message>
        <message>
            <source>Mammoth Riders</source>
            <translation>猛獁騎兵</translation>
        </message>
        <message>
            <source>The Horde Descends</source>
            <translation>大軍壓境</translation>
        </message>
        <message>
            <source>Skinchanger Scout</source>
            <translation>易形者斥候</translation>
        </message>
        <message>
            <source>Second edition</source>
            <translation>第二版</translation>
        </message>
        <message>
            <source>Mother of Dragons</source>
            <translation>龍之母</translation>
        </message>
        <message>
            <source>Aeron Damphair</source>
            <comment>first edition</comment>
            <translation>伊倫·葛雷喬伊</translation>
        </message>
        <message>
            <source>Asha Greyjoy</source>
            <comment>first edition</comment>
            <translation>阿莎·葛雷喬伊</translation>
        </message>
        <message>
            <source>Axell Florent</source>
            <comment>first edition</comment>
            <translation>亞塞爾·佛羅倫</translation>
        </message>
        <message>
            <source>Balon Greyjoy</source>
            <comment>first edition</comment>
            <translation>巴隆·葛雷喬伊</translation>
        </message>
        <message>
            <source>Brienne of Tarth</source>
            <comment>first edition</comment>
            <translation>塔斯的布蕾妮</translation>
        </message>
        <message>
            <source>Catelyn Stark</source>
            <comment>first edition</comment>
            <translation>凱特琳·史塔克</translation>
        </message>
        <message>
            <source>Cersei Lannister</source>
            <comment>first edition</comment>
            <translation>瑟曦·蘭尼斯特</translation>
        </message>
        <message>
            <source>Clash of Kings</source>
            <comment>first edition</comment>
            <translation>諸王紛爭</translation>
        </message>
        <message>
            <source>Davos Seaworth</source>
            <comment>first edition</comment>
            <translation>戴佛斯·席渥斯</translation>
        </message>
        <message>
            <source>Eddard Stark</source>
            <comment>first edition</comment>
            <translation>艾德·史塔克</translation>
        </message>
        <message>
            <source>Euron Crow's Eye</source>
            <comment>first edition</comment>
            <translation>攸倫·葛雷喬伊</translation>
        </message>
        <message>
            <source>Feast for Crows</source>
            <comment>first edition</comment>
            <translation>群鴉盛宴</translation>
        </message>
        <message>
            <source>Game of Thrones</source>
            <comment>first edition</comment>
            <translation>權力的遊戲</translation>
        </message>
        <message>
            <source>Garlan Tyrell</source>
            <comment>first edition</comment>
            <translation>加蘭·提利爾</translation>
        </message>
        <message>
            <source>Greatjon Umber</source>
            <comment>first edition</comment>
            <translation>瓊恩·安伯</translation>
        </message>
        <message>
            <source>House Blacktyde Captain</source>
            <comment>first edition</comment>
            <translation>黑潮島家族隊長</translation>
        </message>
        <message>
            <source>House Florent Lord</source>
            <comment>first edition</comment>
            <translation>艾利斯特·佛羅倫</translation>
        </message>
        <message>
            <source>House Lannister Captain</source>
            <comment>first edition</comment>
            <translation>蘭尼斯特家族隊長</translation>
        </message>
        <message>
            <source>House Mormont Lord</source>
            <comment>first edition</comment>
            <translation>梅姬·莫爾蒙</translation>
        </message>
        <message>
            <source>House Tyrell Captain</source>
            <comment>first edition</comment>
            <translation>提利爾家族隊長</translation>
        </message>
        <message>
            <source>Jaime Lannister</source>
            <comment>first edition</comment>
            <translation>詹姆·蘭尼斯特</translation>
        </message>
        <message>
            <source>Kevan Lannister</source>
            <comment>first edition</comment>
            <translation>凱馮·蘭尼斯特</translation>
        </message>
        <message>
            <source>Last Days of Summer</source>
            <comment>first edition</comment>
            <translation>盛夏之末</translation>
        </message>
        <message>
            <source>Loras Tyrell</source>
            <comment>first edition</comment>
            <translation>洛拉斯·提利爾</translation>
        </message>
        <message>
            <source>Mace Tyrell</source>
            <comment>first edition</comment>
            <translation>梅斯·提利爾</translation>
        </message>
        <message>
            <source>Maester Luwin</source>
            <comment>first edition</comment>
            <translation>學士魯溫</translation>
        </message>
        <message>
            <source>Margaery Tyrell</source>
            <comment>first edition</comment>
            <translation>瑪格麗·提利爾</translation>
        </message>
        <message>
            <source>Melisandre of Asshai</source>
            <comment>first edition</comment>
            <translation>梅麗珊卓</translation>
        </message>
        <message>
            <source>Mustering</source>
            <comment>first edition</comment>
            <translation>徵兵</translation>
        </message>
        <message>
            <source>Pyke</source>
            <comment>first edition</comment>
            <translation>鐵群島</translation>
        </message>
        <message>
            <source>Queen of Thorns</source>
            <comment>first edition</comment>
            <translation>奧蓮娜夫人</translation>
        </message>
        <message>
            <source>Rains of Autumn</source>
            <comment>first edition</comment>
            <translation>秋雨連綿</translation>
        </message>
        <message>
            <source>Renly Baratheon</source>
            <comment>first edition</comment>
            <translation>藍禮·拜拉席恩</translation>
        </message>
        <message>
            <source>Robb Stark</source>
            <comment>first edition</comment>
            <translation>羅柏·史塔克</translation>
        </message>
        <message>
            <source>Rodrick Cassel</source>
            <comment>first edition</comment>
            <translation>羅德利克·凱索</translation>
        </message>
        <message>
            <source>Salladhor Saan</source>
            <comment>first edition</comment>
            <translation>薩拉多·桑恩</translation>
        </message>
        <message>
            <source>Sea of Storms</source>
            <comment>first edition</comment>
            <translation>暴風之怒</translation>
        </message>
        <message>
            <source>Stannis Baratheon</source>
            <comment>first edition</comment>
            <translation>史坦尼斯·拜拉席恩</translation>
        </message>
        <message>
            <source>Storm of Swords</source>
            <comment>first edition</comment>
            <translation>干戈四起</translation>
        </message>
        <message>
            <source>Supply</source>
            <comment>first edition</comment>
            <translation>調整補給</translation>
        </message>
        <message>
            <source>Theon Greyjoy</source>
            <comment>first edition</comment>
            <translation>席恩·葛雷喬伊</translation>
        </message>
        <message>
            <source>Tyrion Lannister</source>
            <comment>first edition</comment>
            <translation>提利昂·蘭尼斯特</translation>
        </message>
        <message>
            <source>Tywin Lannister</source>
            <comment>first edition</comment>
            <translation>泰溫·蘭尼斯特</translation>
        </message>
        <message>
            <source>Vargo Hoat</source>
            <comment>first edition</comment>
            <translation>瓦格·霍特</translation>
        </message>
        <message>
            <source>Victarion Greyjoy</source>
            <comment>first edition</comment>
            <translation>維克塔利昂·葛雷喬伊</translation>
        </message>
        <message>
            <source>Wildling Attack</source>
            <comment>first edition</comment>
            <translation>野人入侵</translation>
        </message>
        <message>
            <source>Winter is Coming</source>
            <comment>first edition</comment>
            <translation>寒冬將至</translation>
        </message>
        <message>
            <source>Axell Florent</source>
            <translation>亞塞爾·佛羅倫</translation>
        </message>
        <message>
            <source>Davos Seaworth</source>
            <translation>戴佛斯·席渥斯</translation>
        </message>
        <message>
            <source>Garlan Tyrell</source>
            <translation>加蘭·提利爾</translation>
        </message>
        <message>
            <source>House Blacktyde Captain</source>
            <translation>黑潮島家族隊長</translation>
        </message>
        <message>
            <source>House Florent Lord</source>
            <translation>艾利斯特·佛羅倫</translation>
        </message>
        <message>
            <source>House Lannister Captain</source>
            <translation>蘭尼斯特家族隊長</translation>
        </message>
        <message>
            <source>House Mormont Lord</source>
            <translation>梅姬·莫爾蒙</translation>
        </message>
        <message>
            <source>House Tyrell Captain</source>
            <translation>提利爾家族隊長</translation>
        </message>
        <message>
            <source>Jaime Lannister</source>
            <translation>詹姆·蘭尼斯特</translation>
        </message>
        <message>
            <source>Kevan Lannister</source>
            <translation>凱馮·蘭尼斯特</translation>
        </message>
        <message>
            <source>Loras Tyrell</source>
            <translation>洛拉斯·提利爾</translation>
        </message>
        <message>
            <source>Maester Luwin</source>
            <translation>學士魯溫</translation>
        </message>
        <message>
            <source>Melisandre of Asshai</source>
            <translation>梅麗珊卓</translation>
        </message>
        <message>
            <source>Rodrick Cassel</source>
            <translation>羅德利克·凱索</translation>
        </message>
        <message>
            <source>Vargo Hoat</source>
            <translation>瓦格·霍特</translation>
        </message>
        <message>
            <source>Wildling Attack</source>
            <translation>野人入侵</translation>
        </message>
        <message>
            <source>First edition</source>
            <translation>第一版</translation>
        </message>
        <message>
            <source>Raid ★: a second order</source>
            <translation>騷擾★：第二條命令</translation>
        </message>
        <message>
            <source>a used house card back</source>
            <translation>收回一張用過的將領牌</translation>
        </message>
        <message>
            <source>wildling losses</source>
            <translation>野人入侵的損失</translation>
        </message>
        <message>
            <source>the Night's Watch holds</source>
            <translation>守夜人軍團獲勝</translation>
        </message>
        <message>
            <source>the castles and strongholds that win at once</source>
            <translation>佔領足以立即獲勝的城堡和要塞</translation>
        </message>
        <message>
            <source>strength 0</source>
            <translation>戰力 0</translation>
        </message>
        <message>
            <source>strength 2</source>
            <translation>戰力 2</translation>
        </message>
        <message>
            <source>strength 3</source>
            <translation>戰力 3</translation>
        </message>
        <message>
            <source>strength 1 and a sword</source>
            <translation>戰力 1 加一個寶劍</translation>
        </message>
        <message>
            <source>strength 1 and a fortification</source>
            <translation>戰力 1 加一個堡壘</translation>
        </message>
        <message>
            <source>a skull</source>
            <translation>一個骷髏</translation>
        </message>
        <message>
            <source>Iron Throne</source>
            <comment>first edition</comment>
            <translation>王座</translation>
        </message>
        <message>
            <source>Fiefdoms</source>
            <comment>first edition</comment>
            <translation>鋼劍</translation>
        </message>
        <message>
            <source>King's Court</source>
            <comment>first edition</comment>
            <translation>信鴉</translation>
        </message>
        <message>
            <source>Fiefdoms (Valyrian Steel Blade) track</source>
            <comment>first edition</comment>
            <translation>鋼劍排名</translation>
        </message>
        <message>
            <source>Iron Throne track</source>
            <comment>first edition</comment>
            <translation>王座排名</translation>
        </message>
        <message>
            <source>King's Court (Messenger Raven) track</source>
            <comment>first edition</comment>
            <translation>信鴉排名</translation>
        </message>
        <message>
            <source>Fiefdoms (Valyrian Steel Blade) track</source>
            <translation>鋼劍排名</translation>
        </message>
        <message>
            <source>Iron Throne track</source>
            <translation>王座排名</translation>
        </message>
        <message>
            <source>King's Court (Messenger Raven) track</source>
            <translation>信鴉排名</translation>
        </message>
        <message>
            <source>{label}: {value}</source>
            <translation>{label}：{value}</translation>
        </message>
        <message>
            <source>{text} ({note})</source>
            <translation>{text}（{note}）</translation>
        </message>
        <message>
            <source>({text})</source>
            <translation>（{text}）</translation>
        </message>
        <message>
            <source>Lysa Arryn</source>
            <translation>萊莎·艾林</translation>
        </message>
        <message>
            <source>Bronze Yohn Royce</source>
            <translation>青銅約恩·羅伊斯</translation>
        </message>
        <message>
            <source>Ser Vardis Egen</source>
            <translation>瓦狄斯·伊根爵士</translation>
        </message>
        <message>
            <source>Harry Hardyng</source>
            <translation>哈利·哈丁</translation>
        </message>
        <message>
            <source>Godric Borrell</source>
            <translation>戈德里克·波瑞爾</translation>
        </message>
        <message>
            <source>Anya Waynwood</source>
            <translation>安雅·韋伍德</translation>
        </message>
        <message>
            <source>Robert Arryn</source>
            <translation>勞勃·艾林</translation>
        </message>
        <message>
            <source>Khal Drogo</source>
            <translation>卓戈卡奧</translation>
        </message>
        <message>
            <source>Arstan Whitebeard</source>
            <translation>白鬍子阿斯坦</translation>
        </message>
        <message>
            <source>Xaro Xhoan Daxos</source>
            <translation>札羅·贊旺·達索斯</translation>
        </message>
        <message>
            <source>Ser Jorah Mormont</source>
            <translation>喬拉·莫爾蒙爵士</translation>
        </message>
        <message>
            <source>Daenerys Targaryen</source>
            <translation>丹妮莉絲·坦格利安</translation>
        </message>
        <message>
            <source>Viserys Targaryen</source>
            <translation>韋賽里斯·坦格利安</translation>
        </message>
        <message>
            <source>Illyrio Mopatis</source>
            <translation>伊利里歐·摩帕提斯</translation>
        </message>
        <message>
            <source>Daario Naharis</source>
            <translation>達里奧·納哈里斯</translation>
        </message>
        <message>
            <source>Gray Worm</source>
            <translation>灰蟲子</translation>
        </message>
        <message>
            <source>Strong Belwas</source>
            <translation>壯漢貝沃斯</translation>
        </message>
        <message>
            <source>Captain Groleo</source>
            <translation>格羅萊船長</translation>
        </message>
        <message>
            <source>Rakharo</source>
            <translation>拉卡洛</translation>
        </message>
        <message>
            <source>Missandei</source>
            <translation>彌桑黛</translation>
        </message>
        <message>
            <source>Ser Daven Lannister</source>
            <translation>戴文·蘭尼斯特爵士</translation>
        </message>
        <message>
            <source>Ser Ilyn Payne</source>
            <translation>伊林·派恩爵士</translation>
        </message>
        <message>
            <source>Ser Addam Marbrand</source>
            <translation>亞當·馬爾布蘭爵士</translation>
        </message>
        <message>
            <source>Qyburn</source>
            <translation>科本</translation>
        </message>
        <message>
            <source>Ramsay Bolton</source>
            <translation>拉姆斯·波頓</translation>
        </message>
        <message>
            <source>Black Walder</source>
            <translation>黑瓦德</translation>
        </message>
        <message>
            <source>Steelshanks Walton</source>
            <translation>鋼腿瓦頓</translation>
        </message>
        <message>
            <source>Damon Dance-for-Me</source>
            <translation>戴蒙·為我跳舞</translation>
        </message>
        <message>
            <source>Walder Frey</source>
            <translation>瓦德·佛雷</translation>
        </message>
        <message>
            <source>Reek</source>
            <translation>臭佬</translation>
        </message>
        <message>
            <source>Jon Snow</source>
            <translation>瓊恩·雪諾</translation>
        </message>
        <message>
            <source>Bastard of Nightsong</source>
            <translation>夜歌城的私生子</translation>
        </message>
        <message>
            <source>Ser Axell Florent</source>
            <translation>阿塞爾·佛羅倫爵士</translation>
        </message>
        <message>
            <source>Mance Rayder</source>
            <translation>曼斯·雷德</translation>
        </message>
        <message>
            <source>Rodrik the Reader</source>
            <translation>讀書人羅德利克</translation>
        </message>
        <message>
            <source>Qarl the Maid</source>
            <translation>少女奎爾</translation>
        </message>
        <message>
            <source>Ser Harras Harlaw</source>
            <translation>哈拉斯·哈爾洛爵士</translation>
        </message>
        <message>
            <source>Bastard of Godsgrace</source>
            <translation>神恩城的私生子</translation>
        </message>
        <message>
            <source>Big Man</source>
            <translation>大個子</translation>
        </message>
        <message>
            <source>Ser Gerris Drinkwater</source>
            <translation>傑洛·德林克沃特爵士</translation>
        </message>
        <message>
            <source>Quentyn Martell</source>
            <translation>昆廷·馬泰爾</translation>
        </message>
        <message>
            <source>Willas Tyrell</source>
            <translation>威拉斯·提利爾</translation>
        </message>
        <message>
            <source>Ser Jon Fossoway</source>
            <translation>瓊恩·佛索威爵士</translation>
        </message>
        <message>
            <source>Paxter Redwyne</source>
            <translation>派克斯特·雷德溫</translation>
        </message>
        <message>
            <source>Bolton</source>
            <translation>波頓</translation>
        </message>
        <message>
            <source>A Dance with Dragons</source>
            <translation>魔龍的狂舞</translation>
        </message>
        <message>
            <source>one space up</source>
            <translation>上移一格</translation>
        </message>
        <message>
            <source>one space down</source>
            <translation>下移一格</translation>
        </message>
        <message>
            <source>Domestic Disputes</source>
            <translation>內部紛爭</translation>
        </message>
        <message>
            <source>Empty Promises</source>
            <translation>空頭承諾</translation>
        </message>
        <message>
            <source>Fire Made Flesh</source>
            <translation>火焰化身</translation>
        </message>
        <message>
            <source>Playing with Fire</source>
            <translation>玩火</translation>
        </message>
        <message>
            <source>Scattering Dissent</source>
            <translation>散播異議</translation>
        </message>
        <message>
            <source>Southron Ambitions</source>
            <translation>南方野心</translation>
        </message>
        <message>
            <source>Strongholds of Resistance</source>
            <translation>抵抗據點</translation>
        </message>
        <message>
            <source>The Long Plan</source>
            <translation>長遠之計</translation>
        </message>
        <message>
            <source>Watering the Seed</source>
            <translation>播種澆灌</translation>
        </message>
        <message>
            <source>Word Spreads Quickly</source>
            <translation>消息迅速傳開</translation>
        </message>
        <message>
            <source>supply limit after the retreat</source>
            <translation>撤退後的補給上限</translation>
        </message>
        <message>
            <source>Varys</source>
            <translation>瓦里斯</translation>
        </message>
        <message>
            <source>Syrio Forel</source>
            <translation>西利歐·佛瑞爾</translation>
        </message>
        <message>
            <source>Jaqen H'ghar</source>
            <translation>賈昆·赫加爾</translation>
        </message>
        <message>
            <source>Janos Slynt</source>
            <translation>傑諾斯·史林特</translation>
        </message>
        <message>
            <source>Jon Connington</source>
            <translation>瓊恩·克林頓</translation>
        </message>
        <message>
            <source>Beric Dondarrion</source>
            <translation>貝里·唐德利恩</translation>
        </message>
        <message>
            <source>Bronn</source>
            <translation>波隆</translation>
        </message>
            <message>
            <source>A Feast for Crows</source>
            <translation>群鴉的盛宴</translation>
        </message>
        <message>
            <source>Littlefinger</source>
            <translation>小指頭</translation>
        </message>
        <message>
            <source>Nestor Royce</source>
            <translation>奈斯特·羅伊斯</translation>
        </message>
        <message>
            <source>Lyn Corbray</source>
            <translation>林恩·科布瑞</translation>
        </message>
        <message>
            <source>Alayne Stone</source>
            <translation>雅蓮·石東</translation>
        </message>
        <message>
            <source>Lothor Brune</source>
            <translation>羅索·布倫</translation>
        </message>
        <message>
            <source>Rally the Men</source>
            <translation>召集人馬</translation>
        </message>
        <message>
            <source>The Burden of Power</source>
            <translation>權力的重負</translation>
        </message>
        <message>
            <source>Famine</source>
            <translation>饑荒</translation>
        </message>
        <message>
            <source>Ironborn Raid</source>
            <translation>鐵種劫掠</translation>
        </message>
        <message>
            <source>Shifting Ambitions</source>
            <translation>野心易主</translation>
        </message>
        <message>
            <source>New Information</source>
            <translation>新情報</translation>
        </message>
        <message>
            <source>Stop the Storm</source>
            <translation>平息風暴</translation>
        </message>
        <message>
            <source>Cavalry Charge</source>
            <translation>騎兵衝鋒</translation>
        </message>
        <message>
            <source>Backdoor Politics</source>
            <translation>幕後政治</translation>
        </message>
        <message>
            <source>Home Invasion</source>
            <translation>直搗家園</translation>
        </message>
        <message>
            <source>Land Grab</source>
            <translation>圈地</translation>
        </message>
        <message>
            <source>Arbor Gold</source>
            <translation>青亭島金酒</translation>
        </message>
        <message>
            <source>Extend Your Reach</source>
            <translation>擴張勢力</translation>
        </message>
        <message>
            <source>Take the Black</source>
            <translation>穿上黑衣</translation>
        </message>
        <message>
            <source>The Raven</source>
            <translation>信鴉</translation>
        </message>
        <message>
            <source>Support the Crown</source>
            <translation>擁護王權</translation>
        </message>
        <message>
            <source>The Throne</source>
            <translation>王座</translation>
        </message>
        <message>
            <source>The Blade</source>
            <translation>寶劍</translation>
        </message>
        <message>
            <source>Hold Court</source>
            <translation>臨朝聽政</translation>
        </message>
        <message>
            <source>Crossing Guard</source>
            <translation>守衛渡口</translation>
        </message>
        <message>
            <source>Naval Superiority</source>
            <translation>海上優勢</translation>
        </message>
        <message>
            <source>Pull the Weeds</source>
            <translation>拔除雜草</translation>
        </message>
        <message>
            <source>Ample Harvest</source>
            <translation>豐收</translation>
        </message>
        <message>
            <source>Mercantile Ventures</source>
            <translation>商貿冒險</translation>
        </message>
        <message>
            <source>A Firm Grip</source>
            <translation>牢牢掌控</translation>
        </message>
        <message>
            <source>A Stalwart Position</source>
            <translation>堅固陣地</translation>
        </message>
        <message>
            <source>Spreading the Wealth</source>
            <translation>廣施財富</translation>
        </message>
        <message>
            <source>Protect the Neck</source>
            <translation>守護頸澤</translation>
        </message>
        <message>
            <source>Nothing but Ghosts</source>
            <translation>唯餘鬼魂</translation>
        </message>
        <message>
            <source>The Final Hour</source>
            <translation>最後時刻</translation>
        </message>
        <message>
            <source>The People's Chosen</source>
            <translation>眾望所歸</translation>
        </message>
        <message>
            <source>A Mountainous Task</source>
            <translation>艱鉅任務</translation>
        </message>
        <message>
            <source>A Riper Fruit</source>
            <translation>更熟的果實</translation>
        </message>
        <message>
            <source>Friendly Confines</source>
            <translation>友好領地</translation>
        </message>
        <message>
            <source>Arryn's special objective</source>
            <translation>艾林的特殊目標</translation>
        </message>
        <message>
            <source>Baratheon's special objective</source>
            <translation>拜拉席恩的特殊目標</translation>
        </message>
        <message>
            <source>Lannister's special objective</source>
            <translation>蘭尼斯特的特殊目標</translation>
        </message>
        <message>
            <source>Stark's special objective</source>
            <translation>史塔克的特殊目標</translation>
        </message>
        <message>
            <source>Customs Officer</source>
            <translation>海關官員</translation>
        </message>
        <message>
            <source>Expert Artificer</source>
            <translation>巧匠大師</translation>
        </message>
        <message>
            <source>Full Host</source>
            <translation>全軍</translation>
        </message>
        <message>
            <source>Loyal Maester</source>
            <translation>忠誠學士</translation>
        </message>
        <message>
            <source>Master-at-Arms</source>
            <translation>教頭</translation>
        </message>
        <message>
            <source>Pyromancer</source>
            <translation>火術士</translation>
        </message>
        <message>
            <source>Savvy Steward</source>
            <translation>精明管家</translation>
        </message>
        <message>
            <source>Sea Raiders</source>
            <translation>海上掠奪者</translation>
        </message>
        <message>
            <source>Siege Engineers</source>
            <translation>攻城工兵</translation>
        </message>
        <message>
            <source>Spymaster</source>
            <translation>情報總管</translation>
        </message>
        <message>
            <source>The Faceless Men</source>
            <translation>無面者</translation>
        </message>
        <message>
            <source>Vanguard Cavalry</source>
            <translation>先鋒騎兵</translation>
        </message>
        <message>
            <source>unpaid interest to the Iron Bank</source>
            <translation>未付鐵金庫的利息</translation>
        </message>
        <message>
            <source>Iron Bank</source>
            <translation>鐵金庫</translation>
        </message>
        <message>
            <source>Reset the wildling threat to 0</source>
            <translation>把野人威脅重置為 0</translation>
        </message>
        <message>
            <source>A Dance with Mother of Dragons</source>
            <translation>龍之母的狂舞</translation>
        </message>
        <message>
            <source>Struggle in the North</source>
            <translation>北境之爭</translation>
        </message>
        <message>
            <source>Rumble in the South</source>
            <translation>南境混戰</translation>
        </message>
        <message>
            <source>Race to King's Landing</source>
            <translation>競逐君臨</translation>
        </message>
        <message>
            <source>No Kraken for Dinner</source>
            <translation>晚餐沒有海怪</translation>
        </message>
        <message>
            <source>Teach the Game</source>
            <translation>教學對局</translation>
        </message>
        <message>
            <source>pay</source>
            <translation>支付</translation>
        </message>
        <message>
            <source>the loyalty that wins at once</source>
            <translation>立即獲勝所需的忠誠</translation>
        </message>
        <message>
            <source>the victory points that win</source>
            <translation>獲勝所需的勝利點數</translation>
        </message>
        <message>
            <source>its port was taken</source>
            <translation>其港口被佔領</translation>
        </message>
        <message>
            <source>Dense Fog</source>
            <translation>濃霧</translation>
        </message>
        <message>
            <source>the table declared it the winner</source>
            <translation>牌桌宣布其獲勝</translation>
        </message>
        <message>
            <source>every other player's chess clock ran out</source>
            <translation>其他所有玩家的棋鐘都已用完</translation>
        </message>
        <message>
            <source>Smalljon Umber</source>
            <translation>小瓊恩·安柏</translation>
        </message>
        <message>
            <source>Jory Cassel</source>
            <translation>喬里·凱索</translation>
        </message>
        <message>
            <source>Maege Mormont</source>
            <translation>梅姬·莫爾蒙</translation>
        </message>
        <message>
            <source>Bran Stark</source>
            <translation>布蘭·史塔克</translation>
        </message>
        <message>
            <source>Joffrey Lannister</source>
            <translation>喬佛里·蘭尼斯特</translation>
        </message>
        <message>
            <source>Salladhar Saan</source>
            <translation>薩拉多·桑</translation>
        </message>
        <message>
            <source>Devan Seaworth</source>
            <translation>戴文·席渥斯</translation>
        </message>
        <message>
            <source>Dagmer Cleftjaw</source>
            <translation>裂顎達格默</translation>
        </message>
        <message>
            <source>Andrik the Unsmiling</source>
            <translation>不笑的安德里克</translation>
        </message>
        <message>
            <source>Maester Caleotte</source>
            <translation>凱洛特學士</translation>
        </message>
        <message>
            <source>Lord Mormont</source>
            <translation>莫爾蒙伯爵</translation>
        </message>
        <message>
            <source>Sir Rodrik Cassel</source>
            <translation>羅德利克·凱索爵士</translation>
        </message>
        <message>
            <source>Lannister Captain</source>
            <translation>蘭尼斯特家族隊長</translation>
        </message>
        <message>
            <source>Cercei Lannister</source>
            <translation>瑟曦·蘭尼斯特</translation>
        </message>
        <message>
            <source>Robert Baratheon</source>
            <translation>勞勃·拜拉席恩</translation>
        </message>
        <message>
            <source>Blacktyde Captain</source>
            <translation>黑潮島家族隊長</translation>
        </message>
        <message>
            <source>Tyrell Captain</source>
            <translation>提利爾家族隊長</translation>
        </message>
        <message>
            <source>Margery Tyrell</source>
            <translation>瑪格麗·提利爾</translation>
        </message>
        <message>
            <source>Ellaria Sand</source>
            <translation>艾拉莉亞·沙德</translation>
        </message>
</context>
    <context>
        <name>Panels</name>
        <message>
            <source>{n} sword(s)</source>
            <translation>{n} 把寶劍</translation>
        </message>
        <message>
            <source>{n} fortification(s)</source>
            <translation>{n} 個堡壘</translation>
        </message>
        <message>
            <source>Strength {n}</source>
            <translation>戰力 {n}</translation>
        </message>
        <message>
            <source>Round {n}/{total}</source>
            <translation>第 {n}/{total} 輪</translation>
        </message>
        <message>
            <source>Game round; the game ends after round {n}.</source>
            <translation>遊戲輪次；第 {n} 輪後遊戲結束。</translation>
        </message>
        <message>
            <source>Wildling threat {n}</source>
            <translation>野人威脅 {n}</translation>
        </message>
        <message>
            <source>The wildlings attack when the threat reaches {max}.</source>
            <translation>威脅達到 {max} 時野人入侵。</translation>
        </message>
        <message>
            <source>May place {n} starred order(s).</source>
            <translation>可以下達 {n} 個星標命令。</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>補給</translation>
        </message>
        <message>
            <source>Supply {level}: armies of at most {armies} units</source>
            <translation>補給 {level}：軍隊規模上限 {armies}</translation>
        </message>
        <message>
            <source>Castles (victory at {n}) and power</source>
            <translation>城堡（{n} 座獲勝）與權力</translation>
        </message>
        <message>
            <source>{house}: {castles} castle(s) or stronghold(s), {power} power token(s) available</source>
            <translation>{house}：{castles} 座城堡或要塞，可用權力標記 {power} 個</translation>
        </message>
        <message>
            <source>{house}: {points} loyalty point(s), victory at {n}; {power} power token(s) available</source>
            <translation>{house}：忠誠點數 {points}，達到 {n} 即獲勝；可用權力標記 {power} 個</translation>
        </message>
        <message>
            <source>(you)</source>
            <translation>（你）</translation>
        </message>
        <message>
            <source>(discarded)</source>
            <translation>（已棄）</translation>
        </message>
        <message>
            <source>Westeros cards this round</source>
            <translation>本輪維斯特洛卡</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>尚無</translation>
        </message>
        <message>
            <source>Not allowed this round: {orders}</source>
            <translation>本輪禁止：{orders}</translation>
        </message>
        <message>
            <source>You know the top wildling card:</source>
            <translation>你知道野人牌堆頂的牌：</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>所有人</translation>
        </message>
        <message>
            <source>To {house}</source>
            <translation>私訊{house}</translation>
        </message>
        <message>
            <source>Write a message…</source>
            <translation>輸入訊息……</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>傳送</translation>
        </message>
        <message>
            <source>Spectator</source>
            <translation>觀眾</translation>
        </message>
        <message>
            <source>Event cards this round</source>
            <translation>本回合事件牌</translation>
        </message>
        <message>
            <source>This round supporting footmen add no strength.</source>
            <translation>本回合步兵在支援時戰力為0。</translation>
        </message>
        <message>
            <source>Click to see it in full</source>
            <translation>點擊查看詳情</translation>
        </message>
            <message>
            <source>Victory points (victory at {n}) and power</source>
            <translation>勝利點（{n} 點獲勝）與權力</translation>
        </message>
        <message>
            <source>{house}: {points} victory point(s) of {n}; {power} power token(s) available</source>
            <translation>{house}：{points} / {n} 勝利點；可用權力標記 {power} 個</translation>
        </message>
        <message>
            <source>Cards left: {decks}</source>
            <translation>剩餘牌數：{decks}</translation>
        </message>
        <message>
            <source>{unit} strength {n}</source>
            <translation>{unit}戰力 {n}</translation>
        </message>
        <message>
            <source>{unit}: strength {n} now (round {round}); one step stronger on rounds {rounds}, at most {most}.</source>
            <translation>{unit}：目前戰力 {n}（第 {round} 回合）；在第 {rounds} 回合各增強一級，最高 {most}。</translation>
        </message>
        <message>
            <source>Counted in the areas you can see (fog of war).</source>
            <translation>只計算你能看到的區域（戰爭迷霧）。</translation>
        </message>
        <message>
            <source>Out of sight (fog of war): {houses}</source>
            <translation>不在視野內（戰爭迷霧）：{houses}</translation>
        </message>
</context>
    <context>
        <name>IronBank</name>
        <message>
            <source>The Iron Bank</source>
            <translation>鐵金庫</translation>
        </message>
        <message>
            <source>{cost} power</source>
            <translation>{cost} 權力</translation>
        </message>
        <message>
            <source>{cost} power (you pay {price})</source>
            <translation>{cost} 權力（你付 {price}）</translation>
        </message>
        <message>
            <source>{n} loans left in the deck</source>
            <translation>牌堆剩餘 {n} 張貸款</translation>
        </message>
        <message>
            <source>{house} holds Braavos and pays less</source>
            <translation>{house}控制布拉佛斯，付款更少</translation>
        </message>
        <message>
            <source>interest from round {n}</source>
            <translation>第 {n} 輪起付利息</translation>
        </message>
        <message>
            <source>owes {n} power each Westeros phase</source>
            <translation>每個維斯特洛階段欠 {n} 權力</translation>
        </message>
        <message>
            <source>Nobody owes the Iron Bank anything yet.</source>
            <translation>尚無人欠鐵金庫。</translation>
        </message>
        <message>
            <source>Your Iron Bank order in {region}: buy one loan on offer with power now (it then costs 1 power of interest every Westeros phase), or none.</source>
            <translation>你在{region}的鐵金庫命令：現在用權力買下一筆在售的貸款（此後每個維斯特洛階段要付 1 權力利息），或者不買。</translation>
        </message>
        <message>
            <source>{loan}: where does the new {unit} go?</source>
            <translation>{loan}：新的{unit}放在哪裡？</translation>
        </message>
        <message>
            <source>{loan}: which land area gains a power crown?</source>
            <translation>{loan}：哪個陸地地區獲得一個權力王冠？</translation>
        </message>
        <message>
            <source>{loan}: which land area gains a supply barrel?</source>
            <translation>{loan}：哪個陸地地區獲得一個補給酒桶？</translation>
        </message>
        <message>
            <source>{loan}: which Castle becomes a Stronghold?</source>
            <translation>{loan}：哪座城堡升級為要塞？</translation>
        </message>
        <message>
            <source>{loan}: which Castle is torn down?</source>
            <translation>{loan}：拆除哪座城堡？</translation>
        </message>
        <message>
            <source>{loan}: a power crown or a supply barrel in {region}?</source>
            <translation>{loan}：在{region}放權力王冠還是補給酒桶？</translation>
        </message>
        <message>
            <source>{loan}: look at the top two cards of which Westeros deck?</source>
            <translation>{loan}：查看哪個維斯特洛牌堆頂的兩張牌？</translation>
        </message>
        <message>
            <source>{loan}: the top cards of deck {deck} are {cards}. Which go to the bottom, and in which order do the others stay?</source>
            <translation>{loan}：牌堆 {deck} 頂的牌是{cards}。哪些放到牌堆底，其餘按什麼順序留在頂部？</translation>
        </message>
        <message>
            <source>{loan}: destroy a knight in which area?</source>
            <translation>{loan}：消滅哪個地區的騎士？</translation>
        </message>
        <message>
            <source>{loan}: destroy a footman in which area?</source>
            <translation>{loan}：消滅哪個地區的步兵？</translation>
        </message>
        <message>
            <source>{loan} — {cost} power</source>
            <translation>{loan} — {cost} 權力</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>空</translation>
        </message>
        <message>
            <source>No loan</source>
            <translation>不貸款</translation>
        </message>
        <message>
            <source>On top: {top} · at the bottom: {bottom}</source>
            <translation>牌堆頂：{top} · 牌堆底：{bottom}</translation>
        </message>
    </context>
    <context>
        <name>Vassals</name>
        <message>
            <source>Vassals: houses nobody plays stay on the board</source>
            <translation>附庸：無人扮演的家族仍留在版圖上</translation>
        </message>
        <message>
            <source>Fewer players than houses ({low}-{high} players): each house nobody plays is a vassal, and each round the players take turns to command the vassals.</source>
            <translation>玩家少於家族（{low}-{high} 名玩家）：無人扮演的家族成為附庸，每輪由玩家輪流指揮附庸。</translation>
        </message>
        <message>
            <source>Vassals are not part of this edition.</source>
            <translation>這一版沒有附庸。</translation>
        </message>
        <message>
            <source>Vassals in this game (nobody plays them; each round the players command them in turn):</source>
            <translation>本局的附庸（無人扮演；每輪由玩家輪流指揮）：</translation>
        </message>
        <message>
            <source>Choose at most {n} houses: {n} players play, the other houses are vassals.</source>
            <translation>最多選擇 {n} 個家族：{n} 名玩家參戰，其餘家族為附庸。</translation>
        </message>
        <message>
            <source>{houses} is never a vassal and always has a seat.</source>
            <translation>{houses}從不成為附庸，總有一個席位。</translation>
        </message>
        <message>
            <source>A vassal: nobody plays it; each round a player commands it.</source>
            <translation>附庸：無人扮演；每輪由一名玩家指揮。</translation>
        </message>
        <message>
            <source>{decision} for {house}</source>
            <translation>為{house}{decision}</translation>
        </message>
        <message>
            <source>Claim vassals</source>
            <translation>認領附庸</translation>
        </message>
        <message>
            <source>Take none</source>
            <translation>不認領</translation>
        </message>
        <message>
            <source>Command these</source>
            <translation>指揮所選附庸</translation>
        </message>
        <message>
            <source>{house} ({n} areas with units)</source>
            <translation>{house}（{n} 個有部隊的地區）</translation>
        </message>
        <message>
            <source>Chosen: {n} of at most {most}</source>
            <translation>已選：{n} / 最多 {most}</translation>
        </message>
        <message>
            <source>Orders for {house}: a vassal you ({seat}) command this round, with its own order tokens.</source>
            <translation>{house}的命令：本輪由你（{seat}）指揮的附庸，使用它自己的命令標記。</translation>
        </message>
        <message>
            <source>For {house}: a vassal you ({seat}) command this round.</source>
            <translation>為{house}決定：本輪由你（{seat}）指揮的附庸。</translation>
        </message>
        <message>
            <source>Place the vassal's orders</source>
            <translation>為附庸下達命令</translation>
        </message>
        <message>
            <source>At most {count} orders, in areas with the vassal's units (fewer, even none, are allowed): {placed} placed.</source>
            <translation>最多 {count} 個命令，放在附庸有部隊的地區（可以更少，甚至不放）：已放 {placed} 個。</translation>
        </message>
        <message>
            <source>The vassal's order tokens</source>
            <translation>附庸的命令標記</translation>
        </message>
        <message>
            <source>vassal, not commanded yet</source>
            <translation>附庸，尚無人指揮</translation>
        </message>
        <message>
            <source>A vassal, commanded this round by {house}.</source>
            <translation>附庸，本輪由{house}指揮。</translation>
        </message>
        <message>
            <source>{house}'s cards for this battle, drawn at random from the shared vassal deck (only its commander sees them; they go back afterwards):</source>
            <translation>{house}在這場戰鬥中的卡牌，從共用的附庸牌堆隨機抽取（只有其指揮者能看到；戰鬥後放回）：</translation>
        </message>
        <message>
            <source>Vassal: draws {n} cards per battle from the vassal deck</source>
            <translation>附庸：每場戰鬥從附庸牌堆抽 {n} 張牌</translation>
        </message>
        <message>
            <source>Claiming vassals</source>
            <translation>認領附庸</translation>
        </message>
        <message>
            <source>Choose a vassal to command this round.</source>
            <translation>選擇本輪要指揮的一個附庸。</translation>
        </message>
        <message>
            <source>Choose up to {n} vassals to command this round.</source>
            <translation>選擇本輪最多指揮 {n} 個附庸。</translation>
        </message>
        <message>
            <source>You place their orders after every player has placed theirs and decide for them until the next Planning phase; they cannot march into your areas, nor you into theirs.</source>
            <translation>所有玩家下達命令之後，由你為它們下達命令，並在下一個計劃階段之前替它們做決定；它們不能進軍你的地區，你也不能進軍它們的地區。</translation>
        </message>
        <message>
            <source>Sea orders</source>
            <translation>海上命令</translation>
        </message>
        <message>
            <source>Every player also has a Sea March −1 and a Sea Support order, placed in sea areas only.</source>
            <translation>每位玩家另有一個海上行軍 −1 和一個海上支援命令，只能放在海域。</translation>
        </message>
        <message>
            <source>Sea orders are not part of this edition.</source>
            <translation>這一版沒有海上命令。</translation>
        </message>
        <message>
            <source>At sea only:</source>
            <translation>僅限海域：</translation>
        </message>
        <message>
            <source>This order goes in a sea area only.</source>
            <translation>此命令只能放在海域。</translation>
        </message>
        <message>
            <source>Sea {order}</source>
            <translation>海上{order}</translation>
        </message>
        <message>
            <source>The Iron Bank</source>
            <translation>鐵金庫</translation>
        </message>
        <message>
            <source>Loans bought with power through an Iron Bank order placed at sea; each loan costs interest every Westeros phase.</source>
            <translation>在海域放置鐵金庫命令，用權力購買貸款；每筆貸款在每個維斯特洛階段都要付利息。</translation>
        </message>
        <message>
            <source>The Iron Bank is not part of this edition.</source>
            <translation>這一版沒有鐵金庫。</translation>
        </message>
        <message>
            <source>commanded by {house}</source>
            <translation>由{house}指揮</translation>
        </message>
        <message>
            <source>claim vassals</source>
            <translation>認領附庸</translation>
        </message>
        <message>
            <source>Before cards: {house} {mine}, {opponent} {theirs}.</source>
            <translation>出牌前：{house} {mine}，{opponent} {theirs}。</translation>
        </message>
        <message>
            <source>{house}'s strength with it: {n}</source>
            <translation>{house}用此牌的戰力：{n}</translation>
        </message>
        <message>
            <source>This edition is always played with the Iron Bank: loans bought with power through an Iron Bank order placed at sea.</source>
            <translation>此版本總是使用鐵金庫：在海域放置鐵金庫命令，花費權力購買貸款。</translation>
        </message>
        <message>
            <source>the vassal deck</source>
            <translation>附庸牌堆</translation>
        </message>
        <message>
            <source>Leave out {houses}: nobody plays it</source>
            <translation>不含{houses}：無人扮演</translation>
        </message>
        <message>
            <source>{houses} is never a vassal: with this box it is not in the game at all, and the game is the setup of the other houses.</source>
            <translation>{houses}從不成為附庸：勾選此項後它完全不參與本局，本局按其餘家族的設置進行。</translation>
        </message>
        <message>
            <source>Essos, Westeros deck IV and loyalty are out of the game too.</source>
            <translation>厄索斯、第四副維斯特洛牌和忠誠標記也都不在本局中。</translation>
        </message>
        <message>
            <source>{house} is left out of this game: nobody plays it.</source>
            <translation>本局不含{house}：無人扮演。</translation>
        </message>
    </context>
    <context>
        <name>Screens</name>
        <message>
            <source>A shared win: {houses}</source>
            <translation>共同獲勝：{houses}</translation>
        </message>
        <message>
            <source>shared win</source>
            <translation>共同獲勝</translation>
        </message>
        <message>
            <source>Bots</source>
            <translation>電腦玩家</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>簡單</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>困難</translation>
        </message>
        <message>
            <source>Random moves</source>
            <translation>隨機行動</translation>
        </message>
        <message>
            <source>Play on the local network…</source>
            <translation>區域網路對戰……</translation>
        </message>
        <message>
            <source>Pass to {house}</source>
            <translation>請交給{house}</translation>
        </message>
        <message>
            <source>{house} must {what}. Everyone else, please look away: this screen will show {house}'s secrets.</source>
            <translation>{house}需要{what}。其他人請迴避：接下來的畫面會顯示{house}的秘密。</translation>
        </message>
        <message>
            <source>I am {house}: show my screen</source>
            <translation>我是{house}：顯示我的畫面</translation>
        </message>
        <message>
            <source>A Game of Thrones</source>
            <translation>權力的遊戲</translation>
        </message>
        <message>
            <source>The Board Game</source>
            <translation>桌遊</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>新遊戲……</translation>
        </message>
        <message>
            <source>Load a game…</source>
            <translation>載入遊戲……</translation>
        </message>
        <message>
            <source>Watch bots play</source>
            <translation>觀看電腦對局</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新遊戲</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家人數</translation>
        </message>
        <message>
            <source>Tides of Battle</source>
            <translation>戰局卡</translation>
        </message>
        <message>
            <source>Houses played at this computer (the others are bots; two or more: hot-seat, passing the computer around):</source>
            <translation>在這台電腦上由玩家操控的家族（其餘由電腦操控；選兩個或以上即為熱座模式，輪流使用電腦）：</translation>
        </message>
        <message>
            <source>House</source>
            <translation>家族</translation>
        </message>
        <message>
            <source>Castles</source>
            <translation>城堡</translation>
        </message>
        <message>
            <source>Lands</source>
            <translation>陸地</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>補給</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>權力</translation>
        </message>
        <message>
            <source>Edition</source>
            <translation>版本</translation>
        </message>
        <message>
            <source>Continue the last game</source>
            <translation>繼續上一局遊戲</translation>
        </message>
        <message>
            <source>Rejoin the LAN game</source>
            <translation>重新加入區域網路遊戲</translation>
        </message>
        <message>
            <source>Each side of a battle also draws a Tides of Battle card.</source>
            <translation>戰鬥雙方還各抽一張戰局卡。</translation>
        </message>
        <message>
            <source>Tides of Battle is not part of this edition.</source>
            <translation>這一版沒有戰局卡。</translation>
        </message>
        <message>
            <source>{house} does not play in a game of {n}.</source>
            <translation>{n} 人遊戲中沒有{house}。</translation>
        </message>
            <message>
            <source>Victory points</source>
            <translation>勝利點</translation>
        </message>
        <message>
            <source>Houses in this game: {houses}; the others are not on the board.</source>
            <translation>本局的家族：{houses}；其餘家族不在棋盤上。</translation>
        </message>
        <message>
            <source>Choose at most {n} houses: {n} houses play, the others are not on the board.</source>
            <translation>最多選擇 {n} 個家族：{n} 個家族參戰，其餘家族不在棋盤上。</translation>
        </message>
        <message>
            <source>{house} was dealt to the player who chose {place}.</source>
            <translation>{house}分配給了選擇{place}的玩家。</translation>
        </message>
</context>
    <context>
        <name>Lobby</name>
        <message>
            <source>A player away past the turn clock is replaced by a vassal</source>
            <translation>玩家離開超過回合計時後由附庸接替</translation>
        </message>
        <message>
            <source>With vassals and a turn clock: the house of a player who stays away longer than the turn clock plays on as a vassal, and is given back when they return.</source>
            <translation>使用附庸和回合計時時：玩家離開超過回合計時後，其家族作為附庸繼續遊戲，玩家回來時交還給玩家。</translation>
        </message>
        <message>
            <source>(another version)</source>
            <translation>（版本不同）</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>位址</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>位址：</translation>
        </message>
        <message>
            <source>Away</source>
            <translation>暫時離開</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>返回</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>電腦</translation>
        </message>
        <message>
            <source>Cannot host here: {why}</source>
            <translation>無法在此主持遊戲：{why}。</translation>
        </message>
        <message>
            <source>Connected</source>
            <translation>已連線</translation>
        </message>
        <message>
            <source>Discovery is not available here: type an address.</source>
            <translation>此處無法自動發現遊戲：請輸入位址。</translation>
        </message>
        <message>
            <source>Every seat needs a bot or a person, and every person must be ready.</source>
            <translation>每個座位都需要有玩家或電腦，且每位玩家都要準備就緒。</translation>
        </message>
        <message>
            <source>Free seats</source>
            <translation>空座位</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>遊戲</translation>
        </message>
        <message>
            <source>Game name</source>
            <translation>遊戲名稱</translation>
        </message>
        <message>
            <source>Games hosted on this network appear here; double-click one to join. If none shows up (some networks block discovery), type the host's address below.</source>
            <translation>本區域網路中主持的遊戲會顯示在這裡，按兩下即可加入。如果沒有顯示（有些網路會阻止自動發現），請在下方輸入主機位址。</translation>
        </message>
        <message>
            <source>Games on the network</source>
            <translation>網路中的遊戲</translation>
        </message>
        <message>
            <source>Host a game</source>
            <translation>主持遊戲</translation>
        </message>
        <message>
            <source>Host this game</source>
            <translation>主持這局遊戲</translation>
        </message>
        <message>
            <source>House</source>
            <translation>家族</translation>
        </message>
        <message>
            <source>I am ready</source>
            <translation>我已準備好</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>加入</translation>
        </message>
        <message>
            <source>LAN game</source>
            <translation>區域網路遊戲</translation>
        </message>
        <message>
            <source>Leave</source>
            <translation>離開</translation>
        </message>
        <message>
            <source>Leave my seat</source>
            <translation>離開我的座位</translation>
        </message>
        <message>
            <source>Lobby</source>
            <translation>大廳</translation>
        </message>
        <message>
            <source>Lobby chat</source>
            <translation>大廳聊天</translation>
        </message>
        <message>
            <source>No game answers at that address.</source>
            <translation>該位址沒有遊戲回應。</translation>
        </message>
        <message>
            <source>No seat: show the board on this screen</source>
            <translation>不入座：在此螢幕上顯示棋盤</translation>
        </message>
        <message>
            <source>Only the host can save a LAN game.</source>
            <translation>只有主機可以儲存區域網路遊戲。</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>空位</translation>
        </message>
        <message>
            <source>Open this seat</source>
            <translation>空出這個座位</translation>
        </message>
        <message>
            <source>Open: a person joins</source>
            <translation>空位：等玩家加入</translation>
        </message>
        <message>
            <source>Others join from their game list, or at {address}</source>
            <translation>其他人可從遊戲清單加入，或使用位址 {address}</translation>
        </message>
        <message>
            <source>Play on the local network</source>
            <translation>區域網路對戰</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家人數</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>就緒</translation>
        </message>
        <message>
            <source>Say something to everyone, then press Enter</source>
            <translation>對所有人說點什麼，然後按 Enter 鍵</translation>
        </message>
        <message>
            <source>Seat a bot here</source>
            <translation>讓電腦坐這裡</translation>
        </message>
        <message>
            <source>Spectator</source>
            <translation>觀戰者</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>開始遊戲</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>狀態</translation>
        </message>
        <message>
            <source>Take this seat</source>
            <translation>坐這個座位</translation>
        </message>
        <message>
            <source>Take your seat back here?</source>
            <translation>要在這裡取回你的座位嗎？</translation>
        </message>
        <message>
            <source>That house does not play in this game.</source>
            <translation>這個家族不在本局遊戲中。</translation>
        </message>
        <message>
            <source>Someone in this game already uses that name: change your name, then join again.</source>
            <translation>本局遊戲中已有人使用這個名字：請更換名字後再加入。</translation>
        </message>
        <message>
            <source>Time ran out for {house}: a bot made this decision for them.</source>
            <translation>{house} 的時間用完了：由機器人代為做出這個決定。</translation>
        </message>
        <message>
            <source>Host</source>
            <translation>主持人</translation>
        </message>
        <message>
            <source>You played {house} in this game at {then}, but this host is at {now}. Take your seat back here? Only say yes if you trust this host.</source>
            <translation>你曾在 {then} 以{house}參加這局遊戲，但這個主機位於 {now}。要在這裡取回你的座位嗎？只有在你信任這個主機時才選「是」。</translation>
        </message>
        <message>
            <source>another address</source>
            <translation>另一個位址</translation>
        </message>
        <message>
            <source>{house} {minutes}:{seconds}</source>
            <translation>{house} {minutes}:{seconds}</translation>
        </message>
        <message>
            <source>Turn clock: when a person's time runs out, a bot makes that decision for them.</source>
            <translation>回合計時：玩家的時間用完時，由機器人代其做出該決定。</translation>
        </message>
        <message>
            <source>Turn clock</source>
            <translation>回合計時</translation>
        </message>
        <message>
            <source>Time each person has for each decision; when it runs out, a bot makes that decision.</source>
            <translation>每位玩家每個決定可用的時間；超時後由機器人代為決定。</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>關閉</translation>
        </message>
        <message>
            <source>{minutes} min per decision</source>
            <translation>每個決定 {minutes} 分鐘</translation>
        </message>
        <message>
            <source>This game is full</source>
            <translation>這局遊戲已滿</translation>
        </message>
        <message>
            <source>Every seat is taken. You can still watch the game as a spectator.</source>
            <translation>所有座位都有人了。你仍可以作為觀眾觀看這局遊戲。</translation>
        </message>
        <message>
            <source>Watch as a spectator</source>
            <translation>以觀眾身分觀看</translation>
        </message>
        <message>
            <source>No, thanks</source>
            <translation>不用了</translation>
        </message>
        <message>
            <source>Its player is away: open the seat for someone else (their old seat is gone).</source>
            <translation>該玩家已離開：把座位開放給其他人（其原座位將失效）。</translation>
        </message>
        <message>
            <source>Port {old} is busy now, so this game listens on port {new}: tell the others the new address.</source>
            <translation>埠 {old} 現在被佔用，本局遊戲改為監聽埠 {new}：請把新位址告訴其他人。</translation>
        </message>
        <message>
            <source>That seat is no longer yours (someone else holds it now).</source>
            <translation>這個座位已不再屬於你（現在由別人佔據）。</translation>
        </message>
        <message>
            <source>That seat was taken by someone else.</source>
            <translation>這個座位已被別人佔了。</translation>
        </message>
        <message>
            <source>The host did not answer in time.</source>
            <translation>主機沒有及時回應。</translation>
        </message>
        <message>
            <source>The host has not started the game yet.</source>
            <translation>主機還沒有開始遊戲。</translation>
        </message>
        <message>
            <source>The host is gone: the connection to the game was lost.</source>
            <translation>主機已離開：與遊戲的連線中斷了。</translation>
        </message>
        <message>
            <source>The host refused: {why}</source>
            <translation>主機拒絕了：{why}。</translation>
        </message>
        <message>
            <source>This game is full: every seat is taken.</source>
            <translation>這局遊戲已滿：所有座位都有人了。</translation>
        </message>
        <message>
            <source>This game uses another edition of the rules.</source>
            <translation>這局遊戲使用另一版規則。</translation>
        </message>
        <message>
            <source>This game was hosted by a different version of the program.</source>
            <translation>這局遊戲由不同版本的程式主持。</translation>
        </message>
        <message>
            <source>Tides of Battle</source>
            <translation>戰局卡</translation>
        </message>
        <message>
            <source>Type the address as host:port, e.g. 192.168.1.20:47400.</source>
            <translation>請按 主機:埠 的格式輸入位址，例如 192.168.1.20:47400。</translation>
        </message>
        <message>
            <source>Who plays each house:</source>
            <translation>各家族由誰來玩：</translation>
        </message>
        <message>
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>你的名字：</translation>
        </message>
        <message>
            <source>Your seat</source>
            <translation>你的座位</translation>
        </message>
        <message>
            <source>host:port, e.g. 192.168.1.20:47400</source>
            <translation>主機:埠，例如 192.168.1.20:47400</translation>
        </message>
        <message>
            <source>Resume a saved LAN game…</source>
            <translation>繼續已儲存的區域網路遊戲……</translation>
        </message>
        <message>
            <source>Host a saved game again: the same people take their seats back.</source>
            <translation>重新主持已儲存的遊戲：原來的玩家回到各自的座位。</translation>
        </message>
        <message>
            <source>Resume a saved LAN game</source>
            <translation>繼續已儲存的區域網路遊戲</translation>
        </message>
        <message>
            <source>LAN game saves (*.agot);;All files (*)</source>
            <translation>區域網路遊戲存檔 (*.agot);;所有檔案 (*)</translation>
        </message>
        <message>
            <source>This save cannot be resumed: {why}</source>
            <translation>無法繼續此存檔：{why}。</translation>
        </message>
        <message>
            <source>This game is over: there is nothing to resume.</source>
            <translation>這局遊戲已經結束：沒有可繼續的內容。</translation>
        </message>
        <message>
            <source>Edition</source>
            <translation>版本</translation>
        </message>
        <message>
            <source>The host can save the game again: play goes on.</source>
            <translation>主機又能儲存遊戲了：遊戲繼續。</translation>
        </message>
        <message>
            <source>The host has no room for more connections right now: try again later.</source>
            <translation>主機目前無法接受更多連線，請稍後再試。</translation>
        </message>
        <message>
            <source>The host sent something this program cannot read: the connection was closed.</source>
            <translation>主機傳來了本程式無法讀取的資料，連線已關閉。</translation>
        </message>
        <message>
            <source>The host refused to let this window join.</source>
            <translation>主機拒絕了這個視窗加入。</translation>
        </message>
        <message>
            <source>the seat's token</source>
            <translation>該席位的令牌</translation>
        </message>
        <message>
            <source>Take it with the token</source>
            <translation>用令牌入座</translation>
        </message>
        <message>
            <source>Open: anyone may take it</source>
            <translation>空位：任何人都可入座</translation>
        </message>
        <message>
            <source>Played by a bot</source>
            <translation>由電腦玩家操控</translation>
        </message>
        <message>
            <source>Kept for a person: enter the token the host gave you</source>
            <translation>為某位玩家保留：輸入主機給你的令牌</translation>
        </message>
        <message>
            <source>Taken by {name}</source>
            <translation>{name} 已入座</translation>
        </message>
        <message>
            <source>Taken</source>
            <translation>已有人入座</translation>
        </message>
        <message>
            <source>Type or paste the token of {house}'s seat first.</source>
            <translation>請先輸入或貼上{house}席位的令牌。</translation>
        </message>
        <message>
            <source>Choose your seat</source>
            <translation>選擇你的席位</translation>
        </message>
        <message>
            <source>This game has begun. Take an open seat, take a seat kept for you with its token, or watch.</source>
            <translation>這局遊戲已經開始。你可以坐一個空位，用令牌坐回為你保留的席位，或者觀戰。</translation>
        </message>
        <message>
            <source>Back to the games</source>
            <translation>返回遊戲列表</translation>
        </message>
        <message>
            <source>You joined {game} and play {house}.</source>
            <translation>你已加入{game}，扮演{house}。</translation>
        </message>
        <message>
            <source>You joined {game} as a spectator: you watch, you do not play.</source>
            <translation>你以觀眾身份加入了{game}：你只觀戰，不參與遊戲。</translation>
        </message>
        <message>
            <source>That token does not fit {house}'s seat: check it with the host and try again.</source>
            <translation>這個令牌與{house}的席位不符：請向主機核對後再試。</translation>
        </message>
        <message>
            <source>This game cannot be hosted: {why}</source>
            <translation>無法主持這局遊戲：{why}。</translation>
        </message>
        <message>
            <source>The host ended the game.</source>
            <translation>主機結束了這局遊戲。</translation>
        </message>
        <message>
            <source>{name} ({house})</source>
            <translation>{name}（{house}）</translation>
        </message>
        <message>
            <source>{who}, who hosts it, ended the game.</source>
            <translation>主持這局遊戲的{who}結束了遊戲。</translation>
        </message>
        <message>
            <source>Every network of this computer</source>
            <translation>本機的所有網路</translation>
        </message>
        <message>
            <source>This computer only ({address})</source>
            <translation>僅限本機（{address}）</translation>
        </message>
        <message>
            <source>Listen on</source>
            <translation>監聽於</translation>
        </message>
        <message>
            <source>The network the game can be joined from: every network of this computer, one of its addresses (the home network's, or a VPN's such as Tailscale, ZeroTier or WireGuard), or this computer only.</source>
            <translation>可以從哪個網路加入這局遊戲：本機的所有網路、本機的某個位址（家用網路的，或 Tailscale、ZeroTier、WireGuard 等 VPN 的），或者僅限本機。</translation>
        </message>
        <message>
            <source>You joined {game}, and the houses were dealt: you play {house}.</source>
            <translation>你已加入{game}，家族已隨機分配：你扮演{house}。</translation>
        </message>
        <message>
            <source>Who decides</source>
            <translation>由誰決定</translation>
        </message>
        <message>
            <source>The host (you)</source>
            <translation>主機（你）</translation>
        </message>
        <message>
            <source>The table votes</source>
            <translation>牌桌投票</translation>
        </message>
        <message>
            <source>Who answers when a friend arriving late asks to take over a bot's or a vassal's house, when two players want to swap houses, or when someone asks to pause the game or end it after this round: you, or everyone at the table by vote.</source>
            <translation>當遲到的朋友請求接手電腦或附庸的家族、兩位玩家想交換家族、或有人提議暫停遊戲或在本輪結束後結束遊戲時，由誰來答覆：你，或牌桌上所有人投票。</translation>
        </message>
    </context>
    <context>
        <name>Refusal</name>
        <message>
            <source>the game is over</source>
            <translation>遊戲已結束</translation>
        </message>
        <message>
            <source>the game does not expect {command} now</source>
            <translation>遊戲現在不接受{command}</translation>
        </message>
        <message>
            <source>this client sent a seat's token in the clear; a token is never sent, only proved (update the client)</source>
            <translation>此用戶端以明文傳送了座位權杖；權杖從不傳送，只做證明（請更新用戶端）</translation>
        </message>
        <message>
            <source>{seat} is not awaited</source>
            <translation>現在不輪到{seat}行動</translation>
        </message>
        <message>
            <source>state {state_id} is not the current {current}</source>
            <translation>狀態 {state_id} 不是目前狀態 {current}</translation>
        </message>
        <message>
            <source>expected {expected}, got {command}</source>
            <translation>應當是{expected}，收到的卻是{command}</translation>
        </message>
        <message>
            <source>there is nothing to decide now</source>
            <translation>現在沒有需要決定的事</translation>
        </message>
        <message>
            <source>the command is malformed: {problem}</source>
            <translation>命令格式錯誤：{problem}</translation>
        </message>
        <message>
            <source>{house} has no units in {region}</source>
            <translation>{house}在{region}沒有部隊</translation>
        </message>
        <message>
            <source>unknown order token {token}</source>
            <translation>未知的命令標記 {token}</translation>
        </message>
        <message>
            <source>{token} may not be placed this round</source>
            <translation>本輪不能放置{token}</translation>
        </message>
        <message>
            <source>each order token can be used once</source>
            <translation>每個命令標記只能使用一次</translation>
        </message>
        <message>
            <source>at most {limit} starred orders</source>
            <translation>最多只能使用 {limit} 個星標命令</translation>
        </message>
        <message>
            <source>place an order in each area with units ({n} orders)</source>
            <translation>須在每個有部隊的地區放置一個命令（共 {n} 個）</translation>
        </message>
        <message>
            <source>two orders in {region}</source>
            <translation>{region}放了兩個命令</translation>
        </message>
        <message>
            <source>unknown raven action {action}</source>
            <translation>未知的信鴉行動 {action}</translation>
        </message>
        <message>
            <source>no {house} order in {region}</source>
            <translation>{region}沒有{house}的命令</translation>
        </message>
        <message>
            <source>{token} is not unused: pick an order token you have not placed</source>
            <translation>{token}已被使用：請選擇一個尚未放置的命令標記</translation>
        </message>
        <message>
            <source>that exceeds the starred order limit</source>
            <translation>這樣會超過星標命令的上限</translation>
        </message>
        <message>
            <source>choose keep or bury</source>
            <translation>請選擇保留或放到底部</translation>
        </message>
        <message>
            <source>no {house} raid order in {source}</source>
            <translation>{source}沒有{house}的突襲命令</translation>
        </message>
        <message>
            <source>{source} cannot raid {target}</source>
            <translation>{source}不能突襲{target}</translation>
        </message>
        <message>
            <source>no {house} march order in {source}</source>
            <translation>{source}沒有{house}的行軍命令</translation>
        </message>
        <message>
            <source>units must leave the area to march</source>
            <translation>行軍的部隊必須離開所在地區</translation>
        </message>
        <message>
            <source>a move needs units</source>
            <translation>每次移動都需要部隊</translation>
        </message>
        <message>
            <source>{source} cannot march to {dest}</source>
            <translation>不能從{source}行軍到{dest}</translation>
        </message>
        <message>
            <source>those units are not able to march from {source}</source>
            <translation>這些部隊不能從{source}行軍</translation>
        </message>
        <message>
            <source>a march may start at most one combat</source>
            <translation>一次行軍最多只能引發一場戰鬥</translation>
        </message>
        <message>
            <source>that march would exceed the supply limit</source>
            <translation>這次行軍會超過補給上限</translation>
        </message>
        <message>
            <source>a power token cannot be left in {source}</source>
            <translation>不能在{source}留下權力標記</translation>
        </message>
        <message>
            <source>a power token is left only when every unit leaves</source>
            <translation>只有全部部隊離開時才能留下權力標記</translation>
        </message>
        <message>
            <source>a port holds at most {limit} ships</source>
            <translation>一個港口最多容納 {limit} 艘戰船</translation>
        </message>
        <message>
            <source>choose how many ships to take over</source>
            <translation>請選擇接管多少艘戰船</translation>
        </message>
        <message>
            <source>one choice per region</source>
            <translation>每個地區只能做一個選擇</translation>
        </message>
        <message>
            <source>declare each of {regions}</source>
            <translation>請為以下每個地區作出宣告：{regions}</translation>
        </message>
        <message>
            <source>a side must be attacker, defender or none</source>
            <translation>支援對象必須是進攻方、防守方或不支援</translation>
        </message>
        <message>
            <source>a neutral force cannot be supported</source>
            <translation>不能支援中立勢力</translation>
        </message>
        <message>
            <source>{card} is not in {seat}'s hand</source>
            <translation>{card}不在{seat}的手牌中</translation>
        </message>
        <message>
            <source>cannot retreat to {region}</source>
            <translation>不能撤退到{region}</translation>
        </message>
        <message>
            <source>that is not one of the options</source>
            <translation>這不是可選的選項</translation>
        </message>
        <message>
            <source>select between {min} and {max} units</source>
            <translation>請選擇 {min} 到 {max} 個部隊</translation>
        </message>
        <message>
            <source>those units are not eligible</source>
            <translation>這些部隊不符合條件</translation>
        </message>
        <message>
            <source>the armies still exceed the supply limit</source>
            <translation>軍隊仍然超過補給上限</translation>
        </message>
        <message>
            <source>that destroys more units than needed</source>
            <translation>這樣消滅的部隊多於所需</translation>
        </message>
        <message>
            <source>all units must come from one area</source>
            <translation>所有部隊必須來自同一個地區</translation>
        </message>
        <message>
            <source>bid between 0 and {limit}</source>
            <translation>出價必須在 0 到 {limit} 之間</translation>
        </message>
        <message>
            <source>order exactly the tied houses</source>
            <translation>請排列平局的家族，不多也不少</translation>
        </message>
        <message>
            <source>{castle} cannot muster now</source>
            <translation>{castle}現在不能徵兵</translation>
        </message>
        <message>
            <source>cannot upgrade to {unit}</source>
            <translation>不能升級為{unit}</translation>
        </message>
        <message>
            <source>upgrades happen in the mustering area</source>
            <translation>升級只能在徵兵地區進行</translation>
        </message>
        <message>
            <source>no footman to upgrade in {castle}</source>
            <translation>{castle}沒有可升級的步兵</translation>
        </message>
        <message>
            <source>unknown unit {unit}</source>
            <translation>未知的部隊 {unit}</translation>
        </message>
        <message>
            <source>a ship cannot be mustered into {dest}</source>
            <translation>不能在{dest}徵召戰船</translation>
        </message>
        <message>
            <source>{dest} holds enemy ships</source>
            <translation>{dest}有敵方戰船</translation>
        </message>
        <message>
            <source>land units appear in the mustering area</source>
            <translation>陸地部隊只能出現在徵兵地區</translation>
        </message>
        <message>
            <source>enemy units are in {castle}</source>
            <translation>{castle}有敵方部隊</translation>
        </message>
        <message>
            <source>{castle} has only {points} points</source>
            <translation>{castle}只有 {points} 點徵兵點數</translation>
        </message>
        <message>
            <source>not enough {unit} pieces left</source>
            <translation>剩餘的{unit}棋子不足</translation>
        </message>
        <message>
            <source>those units would exceed the supply limit</source>
            <translation>這些部隊會超過補給上限</translation>
        </message>
        <message>
            <source>placing orders</source>
            <translation>放置命令</translation>
        </message>
        <message>
            <source>using the Messenger Raven</source>
            <translation>使用信鴉</translation>
        </message>
        <message>
            <source>a raid</source>
            <translation>突襲</translation>
        </message>
        <message>
            <source>a march</source>
            <translation>行軍</translation>
        </message>
        <message>
            <source>declaring support</source>
            <translation>宣告支援</translation>
        </message>
        <message>
            <source>a house card</source>
            <translation>家族卡</translation>
        </message>
        <message>
            <source>a bid</source>
            <translation>出價</translation>
        </message>
        <message>
            <source>a choice</source>
            <translation>選擇</translation>
        </message>
        <message>
            <source>choosing units</source>
            <translation>選擇部隊</translation>
        </message>
        <message>
            <source>a retreat</source>
            <translation>撤退</translation>
        </message>
        <message>
            <source>mustering</source>
            <translation>徵兵</translation>
        </message>
        <message>
            <source>ordering tied houses</source>
            <translation>排列平局家族</translation>
        </message>
        <message>
            <source>a name may not hold control, invisible or direction-changing characters</source>
            <translation>名字不能含有控制字元、不可見字元或改變文字方向的字元</translation>
        </message>
        <message>
            <source>a name has at most 40 characters</source>
            <translation>名字最多 40 個字元</translation>
        </message>
        <message>
            <source>names that read as Bot are kept for the host's bots</source>
            <translation>看起來像機器人的名字留給主機上的機器人使用</translation>
        </message>
        <message>
            <source>the host cannot save the game, so it takes no moves until saving works again</source>
            <translation>主機無法儲存遊戲，在能夠再次儲存之前不接受任何行動</translation>
        </message>
        <message>
            <source>{token} may only be placed on land, not in {region}</source>
            <translation>{token}只能放在陸地上，不能放在{region}</translation>
        </message>
        <message>
            <source>remove units worth {n} mustering points, and no more than needed</source>
            <translation>移除價值{n}點徵兵點數的部隊，不可多於所需</translation>
        </message>
        <message>
            <source>{n} players cannot seat every house of this game: it needs at least {min} players until vassals are played</source>
            <translation>{n}名玩家無法為本局的每個家族入座：在加入附庸規則之前，至少需要{min}名玩家</translation>
        </message>
        <message>
            <source>{seat} decides for more than one house now: name the house the command is for</source>
            <translation>{seat}現在為不止一個家族做決定：請指明命令是為哪個家族下達的</translation>
        </message>
        <message>
            <source>{seat} does not decide for {house} now</source>
            <translation>{seat}現在不為{house}做決定</translation>
        </message>
        <message>
            <source>{dest} is held by your own vassal family: it cannot be marched into</source>
            <translation>{dest}由你自己的附庸家族控制：不能向那裡進軍</translation>
        </message>
        <message>
            <source>a vassal places at most {n} orders</source>
            <translation>附庸最多放置 {n} 個命令</translation>
        </message>
        <message>
            <source>a vassal cannot march into a port ({dest})</source>
            <translation>附庸不能進軍至港口（{dest}）</translation>
        </message>
        <message>
            <source>{token} may only be placed in a sea area, not in {region}</source>
            <translation>{token}只能放置在海域，不能放在{region}</translation>
        </message>
        <message>
            <source>power tokens cannot be given in this game</source>
            <translation>本局遊戲不能贈送權力標記</translation>
        </message>
        <message>
            <source>vassals neither give nor receive power tokens</source>
            <translation>附庸既不能贈送也不能接受權力標記</translation>
        </message>
        <message>
            <source>{house} cannot receive your power tokens</source>
            <translation>{house}不能接受你的權力標記</translation>
        </message>
        <message>
            <source>give between 1 and {n} power tokens</source>
            <translation>贈送的權力標記須在 1 到 {n} 個之間</translation>
        </message>
        <message>
            <source>{house} has room for only {n} more power tokens</source>
            <translation>{house}最多只能再接受 {n} 個權力標記</translation>
        </message>
        <message>
            <source>in a combat, power tokens may be given only while support is declared</source>
            <translation>戰鬥中只能在宣布支援時贈送權力標記</translation>
        </message>
        <message>
            <source>power tokens cannot be given while bids are being made</source>
            <translation>競標進行中不能贈送權力標記</translation>
        </message>
        <message>
            <source>this game has no vassals</source>
            <translation>本局遊戲沒有附庸</translation>
        </message>
        <message>
            <source>{house} is not in this game</source>
            <translation>{house}不在本局遊戲中</translation>
        </message>
        <message>
            <source>{house} is already a vassal</source>
            <translation>{house}已是附庸</translation>
        </message>
        <message>
            <source>{house} is never a vassal</source>
            <translation>{house}永遠不會成為附庸</translation>
        </message>
        <message>
            <source>{house} is the last player: it cannot become a vassal</source>
            <translation>{house}是最後一名玩家：不能成為附庸</translation>
        </message>
        <message>
            <source>{house} is not a vassal</source>
            <translation>{house}不是附庸</translation>
        </message>
        <message>
            <source>only the host may send that command</source>
            <translation>只有主機可以發送該命令</translation>
        </message>
        <message>
            <source>answer what the game asks of you before giving power tokens</source>
            <translation>請先回答遊戲向你提出的問題，再贈送權力標記</translation>
        </message>
        <message>
            <source>a house changes hands only once the combat is over</source>
            <translation>家族只能在戰鬥結束後易手</translation>
        </message>
        <message>
            <source>names that read as Host are kept for the host</source>
            <translation>看起來像「主機」的名字留給主機使用</translation>
        </message>
        <message>
            <source>a chat message may not hold line breaks, control or direction-changing characters</source>
            <translation>聊天訊息不能包含換行符、控制字元或改變文字方向的字元</translation>
        </message>
        <message>
            <source>you have given power tokens often just now: give again in {n} seconds</source>
            <translation>你剛才贈送權力標記太頻繁了：請在 {n} 秒後再贈送</translation>
        </message>
        <message>
            <source>private messages are off in this game: speak to the whole table</source>
            <translation>本局關閉了私聊：請對全桌發言</translation>
        </message>
        <message>
            <source>round {n} is already the last</source>
            <translation>第 {n} 輪已經是最後一輪</translation>
        </message>
        <message>
            <source>{house} cannot be declared the winner: it is not a player's house</source>
            <translation>不能宣布{house}獲勝：它不是玩家的家族</translation>
        </message>
        <message>
            <source>the game is paused: no move is taken until it resumes</source>
            <translation>遊戲已暫停：繼續之前不接受任何行動</translation>
        </message>
        <message>
            <source>that request to the table is malformed: {problem}</source>
            <translation>這個向牌桌提出的請求格式有誤：{problem}</translation>
        </message>
        <message>
            <source>nobody decides for this table: the host takes no requests</source>
            <translation>這個牌桌沒有人做決定：主機不接受請求</translation>
        </message>
        <message>
            <source>the game has not started yet</source>
            <translation>遊戲還沒有開始</translation>
        </message>
        <message>
            <source>only a player at the table may ask for that</source>
            <translation>只有牌桌上的玩家才能提出這個請求</translation>
        </message>
        <message>
            <source>only someone watching, not playing, may take a house over</source>
            <translation>只有正在觀看、沒有參與遊戲的人才能接手家族</translation>
        </message>
        <message>
            <source>say who you are first: taking a house over needs a name</source>
            <translation>請先說明你是誰：接手家族需要名字</translation>
        </message>
        <message>
            <source>a tournament allows no vote to {vote}</source>
            <translation>錦標賽不允許「{vote}」投票</translation>
        </message>
        <message>
            <source>a vote to {vote} is already running</source>
            <translation>已經有一個「{vote}」投票在進行</translation>
        </message>
        <message>
            <source>not while the game is paused</source>
            <translation>遊戲暫停時不行</translation>
        </message>
        <message>
            <source>the game is not paused</source>
            <translation>遊戲沒有暫停</translation>
        </message>
        <message>
            <source>the game resumes by itself in a moment</source>
            <translation>遊戲馬上就會自動繼續</translation>
        </message>
        <message>
            <source>this game has no chess clock</source>
            <translation>這局遊戲沒有棋鐘</translation>
        </message>
        <message>
            <source>the clocks cannot be extended again now</source>
            <translation>現在不能再延長棋鐘</translation>
        </message>
        <message>
            <source>not during a battle</source>
            <translation>戰鬥期間不行</translation>
        </message>
        <message>
            <source>not while the house cards are drafted</source>
            <translation>輪抽家族卡期間不行</translation>
        </message>
        <message>
            <source>there is no vote {n} running</source>
            <translation>沒有正在進行的第 {n} 號投票</translation>
        </message>
        <message>
            <source>you do not vote on this</source>
            <translation>你不參與這次投票</translation>
        </message>
        <message>
            <source>the person who asked is no longer here</source>
            <translation>提出請求的人已經不在了</translation>
        </message>
        <message>
            <source>{house} cannot be taken over: only a bot's, an away player's or a vassal's house can</source>
            <translation>{house}不能被接手：只有電腦、離開的玩家或附庸的家族才可以</translation>
        </message>
        <message>
            <source>{house}'s clock ran out: it stays as it is</source>
            <translation>{house}的棋鐘已用完：維持現狀</translation>
        </message>
        <message>
            <source>your own house is handed back, not voted away</source>
            <translation>自己的家族請直接交出，而不是投票</translation>
        </message>
        <message>
            <source>{n} players are the fewest left: none more is replaced by a vassal</source>
            <translation>只剩最少的 {n} 位玩家：不能再有玩家被附庸接替</translation>
        </message>
        <message>
            <source>a house is not swapped with itself</source>
            <translation>家族不能和自己交換</translation>
        </message>
        <message>
            <source>{house} is not played by a person at the table</source>
            <translation>{house}不是由牌桌上的人在玩</translation>
        </message>
        <message>
            <source>houses are swapped only outside a battle and a bid, and not once either has placed its orders</source>
            <translation>只能在戰鬥和競價之外交換家族，且任何一方放置命令後都不行</translation>
        </message>
        <message>
            <source>with objectives, houses are swapped only before either has kept its first ones</source>
            <translation>有目標卡時，只能在任何一方保留第一批目標卡之前交換家族</translation>
        </message>
        <message>
            <source>only a player holding a house can hand it back</source>
            <translation>只有執掌家族的玩家才能交出家族</translation>
        </message>
        <message>
            <source>this game plays no vassals: a bot takes the house</source>
            <translation>這局遊戲沒有附庸：由電腦接手這個家族</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>Replay</source>
            <translation>重播</translation>
        </message>
        <message>
            <source>To the start</source>
            <translation>回到開頭</translation>
        </message>
        <message>
            <source>Previous round</source>
            <translation>上一輪</translation>
        </message>
        <message>
            <source>Previous step</source>
            <translation>上一步</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>播放</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>暫停</translation>
        </message>
        <message>
            <source>Next step</source>
            <translation>下一步</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>下一輪</translation>
        </message>
        <message>
            <source>To the end</source>
            <translation>跳到結尾</translation>
        </message>
        <message>
            <source>{n} steps per second</source>
            <translation>每秒 {n} 步</translation>
        </message>
        <message>
            <source>Playing speed</source>
            <translation>播放速度</translation>
        </message>
        <message>
            <source>Drag to any step of the game</source>
            <translation>拖曳到對局的任意一步</translation>
        </message>
        <message>
            <source>step {i} of {n} · round {r}</source>
            <translation>第 {i}/{n} 步 · 第 {r} 輪</translation>
        </message>
        <message>
            <source>Watch a &amp;replay…</source>
            <translation>觀看重播(&amp;R)……</translation>
        </message>
        <message>
            <source>Watch a replay</source>
            <translation>觀看重播</translation>
        </message>
        <message>
            <source>Saved games (*.agot.json *.agot);;All files (*)</source>
            <translation>存檔 (*.agot.json *.agot);;所有檔案 (*)</translation>
        </message>
        <message>
            <source>This game cannot be replayed: {why}</source>
            <translation>無法重播這局遊戲：{why}。</translation>
        </message>
        <message>
            <source>Chart of the game</source>
            <translation>本局統計圖</translation>
        </message>
        <message>
            <source>Castles, supply and power of each house round by round, and the battles won and lost, up to this step</source>
            <translation>各家族每輪的城堡、補給與權力，以及戰鬥勝負，截至目前這一步</translation>
        </message>
    </context>
    <context>
        <name>Leave</name>
        <message>
            <source>End the LAN game for everyone?</source>
            <translation>為所有人結束這局區域網路遊戲？</translation>
        </message>
        <message>
            <source>End the game for everyone</source>
            <translation>為所有人結束遊戲</translation>
        </message>
        <message>
            <source>End the game in progress?</source>
            <translation>結束正在進行的遊戲？</translation>
        </message>
        <message>
            <source>Go to the LAN page</source>
            <translation>前往區域網路頁面</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>繼續遊戲</translation>
        </message>
        <message>
            <source>Leave the LAN game?</source>
            <translation>離開這局區域網路遊戲？</translation>
        </message>
        <message>
            <source>Leave without saving</source>
            <translation>不存檔直接離開</translation>
        </message>
        <message>
            <source>Load another game</source>
            <translation>讀取另一局遊戲</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>結束</translation>
        </message>
        <message>
            <source>Save first…</source>
            <translation>先存檔……</translation>
        </message>
        <message>
            <source>Start a new game</source>
            <translation>開始新遊戲</translation>
        </message>
        <message>
            <source>The game ends now for the people seated: {people}. It is saved after every move: you can host it again later with "Resume a saved LAN game…" and they get their seats back.</source>
            <translation>遊戲將立即為已入座的玩家結束：{people}。每一步之後都會自動存檔：之後可以用「繼續已儲存的區域網路遊戲……」重新主持，他們會回到原來的座位。</translation>
        </message>
        <message>
            <source>The game goes on without you; your seat ({house}) stays yours and is shown as away. Join the game again to take it back.</source>
            <translation>遊戲會在沒有你的情況下繼續；你的座位（{house}）仍為你保留，顯示為離開。再次加入遊戲即可取回。</translation>
        </message>
        <message>
            <source>This ends {what} (round {n}). The last moves are kept under "Continue" on the start screen, but only a saved game is kept for good: save it first?</source>
            <translation>這將結束{what}（第 {n} 輪）。最近的進度會保留在開始畫面的「繼續」中，但只有存檔才會長久保留：先存檔嗎？</translation>
        </message>
        <message>
            <source>Watch a replay</source>
            <translation>觀看重播</translation>
        </message>
        <message>
            <source>Watch bots play</source>
            <translation>觀看電腦對局</translation>
        </message>
        <message>
            <source>You stop watching this game.</source>
            <translation>你將停止觀看這局遊戲。</translation>
        </message>
        <message>
            <source>a player</source>
            <translation>一位玩家</translation>
        </message>
        <message>
            <source>nobody else</source>
            <translation>沒有其他人</translation>
        </message>
        <message>
            <source>the hot-seat game of {houses}</source>
            <translation>{houses} 的同螢幕對局</translation>
        </message>
        <message>
            <source>your game as {houses} against bots</source>
            <translation>你以{houses}對戰電腦的這局遊戲</translation>
        </message>
        <message>
            <source>{name} ({house})</source>
            <translation>{name}（{house}）</translation>
        </message>
        <message>
            <source>Go to the start page</source>
            <translation>前往開始頁面</translation>
        </message>
    </context>
    <context>
        <name>Autosave</name>
        <message>
            <source>Not saved: the autosave failed.</source>
            <translation>未儲存：自動存檔失敗。</translation>
        </message>
        <message>
            <source>Saved games that could not be read were set aside: {files} (in {folder}).</source>
            <translation>無法讀取的存檔已移到一旁：{files}（在 {folder} 中）。</translation>
        </message>
        <message>
            <source>The game cannot be saved</source>
            <translation>無法儲存遊戲</translation>
        </message>
        <message>
            <source>The game could not be saved automatically, so a crash would lose the last moves. Free some disk space or check the data folder's permissions; you can also save it elsewhere with Game &gt; Save as…</source>
            <translation>遊戲無法自動存檔，程式一旦當機就會遺失最近的進度。請騰出磁碟空間或檢查資料夾的權限；也可以用「遊戲 &gt; 另存新檔……」儲存到別處。</translation>
        </message>
        <message>
            <source>The game goes on when you close this message.</source>
            <translation>關閉此訊息後遊戲繼續。</translation>
        </message>
        <message>
            <source>today at {time}</source>
            <translation>今天 {time}</translation>
        </message>
        <message>
            <source>yesterday at {time}</source>
            <translation>昨天 {time}</translation>
        </message>
        <message>
            <source>{date} at {time}</source>
            <translation>{date} {time}</translation>
        </message>
        <message>
            <source>{houses} (hot-seat)</source>
            <translation>{houses}（同螢幕）</translation>
        </message>
        <message>
            <source>{who} against {n} bots</source>
            <translation>{who} 對戰 {n} 個電腦玩家</translation>
        </message>
        <message>
            <source>{who} · round {round} · saved {when}</source>
            <translation>{who} · 第 {round} 輪 · 儲存於{when}</translation>
        </message>
    </context>
    <context>
        <name>Outcomes</name>
        <message>
            <source>mammoth icon</source>
            <translation>猛獁象圖案</translation>
        </message>
        <message>
            <source>Event phase</source>
            <translation>事件階段</translation>
        </message>
        <message>
            <source>Westeros phase</source>
            <translation>維斯特洛階段</translation>
        </message>
        <message>
            <source>{house} takes {area} from the neutral force.</source>
            <translation>{house}從中立勢力手中奪取了{area}。</translation>
        </message>
        <message>
            <source>The neutral force in {area} holds against {house}.</source>
            <translation>{area}的中立勢力擋住了{house}。</translation>
        </message>
        <message>
            <source>The Night's Watch holds</source>
            <translation>守夜人守住了長城</translation>
        </message>
        <message>
            <source>The wildlings win</source>
            <translation>野人獲勝</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>部隊</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>命令</translation>
        </message>
        <message>
            <source>Garrison</source>
            <translation>駐軍</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>支援</translation>
        </message>
        <message>
            <source>House card</source>
            <translation>家族卡</translation>
        </message>
        <message>
            <source>Valyrian Steel Blade</source>
            <translation>瓦雷利亞鋼劍</translation>
        </message>
        <message>
            <source>Tides of Battle</source>
            <translation>戰局卡</translation>
        </message>
        <message>
            <source>{n}.</source>
            <translation>第{n}</translation>
        </message>
        <message>
            <source>Battle for {area}</source>
            <translation>{area}之戰</translation>
        </message>
        <message>
            <source>{house} wins, {a} to {d}.</source>
            <translation>{house}獲勝，{a}比{d}。</translation>
        </message>
        <message>
            <source>{house} could not retreat: {units} destroyed.</source>
            <translation>{house}無處撤退：{units}被消滅。</translation>
        </message>
        <message>
            <source>Wildling attack (strength {n})</source>
            <translation>野人入侵（強度 {n}）</translation>
        </message>
        <message>
            <source>Fighting</source>
            <translation>參戰部隊</translation>
        </message>
        <message>
            <source>Swords</source>
            <translation>寶劍</translation>
        </message>
        <message>
            <source>Fortifications</source>
            <translation>堡壘</translation>
        </message>
        <message>
            <source>Skulls</source>
            <translation>骷髏</translation>
        </message>
        <message>
            <source>1 sword</source>
            <translation>1 個寶劍</translation>
        </message>
        <message>
            <source>1 fortification</source>
            <translation>1 個堡壘</translation>
        </message>
        <message>
            <source>1 skull</source>
            <translation>1 個骷髏</translation>
        </message>
        <message>
            <source>{house} wins: the other side has nothing left to fight with.</source>
            <translation>{house}獲勝：對方已無可戰之兵。</translation>
        </message>
        <message>
            <source>{house} retreats to {area} with {units}.</source>
            <translation>{house}帶著{units}撤退到{area}。</translation>
        </message>
        <message>
            <source>used, without effect.</source>
            <translation>已使用，沒有效果。</translation>
        </message>
        <message>
            <source>House</source>
            <translation>家族</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>出價</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>之前</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>現在</translation>
        </message>
        <message>
            <source>attacker</source>
            <translation>進攻方</translation>
        </message>
        <message>
            <source>defender</source>
            <translation>防守方</translation>
        </message>
        <message>
            <source>none</source>
            <translation>無</translation>
        </message>
        <message>
            <source>strength {n}</source>
            <translation>戰力 {n}</translation>
        </message>
        <message>
            <source>A tie: won by the house higher on the {track} track ({places}).</source>
            <translation>平手：{track}軌道上排名較高的家族獲勝（{places}）。</translation>
        </message>
        <message>
            <source>{swords} swords against {forts} fortifications, {skulls} skulls</source>
            <translation>{swords} 個寶劍對 {forts} 個堡壘，{skulls} 個骷髏</translation>
        </message>
        <message>
            <source>{skulls} skulls</source>
            <translation>{skulls} 個骷髏</translation>
        </message>
        <message>
            <source>{house} must lose {n}: {why}.</source>
            <translation>{house}須損失 {n} 個部隊：{why}。</translation>
        </message>
        <message>
            <source>No casualties.</source>
            <translation>沒有傷亡。</translation>
        </message>
        <message>
            <source>{attacker} attacks from {source}; {defender} defends.</source>
            <translation>{attacker}從{source}發起進攻；{defender}防守。</translation>
        </message>
        <message>
            <source>(printed {n})</source>
            <translation>（牌面 {n}）</translation>
        </message>
        <message>
            <source>{n} swords</source>
            <translation>{n} 個寶劍</translation>
        </message>
        <message>
            <source>{n} fortifications</source>
            <translation>{n} 個堡壘</translation>
        </message>
        <message>
            <source>{n} skulls</source>
            <translation>{n} 個骷髏</translation>
        </message>
        <message>
            <source>{unit} of {house} in {area} ({why})</source>
            <translation>{house}在{area}的{unit}（{why}）</translation>
        </message>
        <message>
            <source>Casualties:</source>
            <translation>傷亡：</translation>
        </message>
        <message>
            <source>Card abilities</source>
            <translation>卡牌能力</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>合計</translation>
        </message>
        <message>
            <source>No ties.</source>
            <translation>沒有平手。</translation>
        </message>
        <message>
            <source>Wildling card:</source>
            <translation>野人卡：</translation>
        </message>
        <message>
            <source>wildling icon</source>
            <translation>野人圖示</translation>
        </message>
        <message>
            <source>Tie between {houses}: {holder} (Iron Throne) put them in this order: {order}.</source>
            <translation>{houses}出價相同：{holder}（鐵王座）定下順序：{order}。</translation>
        </message>
        <message>
            <source>{outcome}: {total} against {strength}.</source>
            <translation>{outcome}：{total} 對 {strength}。</translation>
        </message>
        <message>
            <source>Tied: {houses}; {holder} (Iron Throne) chose {target}.</source>
            <translation>出價相同：{houses}；{holder}（鐵王座）選擇了{target}。</translation>
        </message>
        <message>
            <source>Wildling threat: {before} → {after}</source>
            <translation>野人威脅：{before} → {after}</translation>
        </message>
        <message>
            <source>{area} ({house}) {n}</source>
            <translation>{area}（{house}）{n}</translation>
        </message>
        <message>
            <source>Deck {deck}</source>
            <translation>牌堆 {deck}</translation>
        </message>
        <message>
            <source>Earlier outcome</source>
            <translation>上一個結果</translation>
        </message>
        <message>
            <source>Later outcome</source>
            <translation>下一個結果</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>關閉</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>展開</translation>
        </message>
        <message>
            <source>Fold</source>
            <translation>收起</translation>
        </message>
        <message>
            <source>{title} · round {n}</source>
            <translation>{title} · 第 {n} 輪</translation>
        </message>
        <message>
            <source>{card} ({house}):</source>
            <translation>{card}（{house}）：</translation>
        </message>
        <message>
            <source>{house}'s garrison in {area} is removed: the area was taken.</source>
            <translation>{house}在{area}的駐軍被移除：該區域已被攻佔。</translation>
        </message>
        <message>
            <source>cancelled by {card}</source>
            <translation>被{card}取消</translation>
        </message>
        <message>
            <source>discarded by {card}</source>
            <translation>被{card}棄掉</translation>
        </message>
        <message>
            <source>discarded by its own text</source>
            <translation>因自身效果棄掉</translation>
        </message>
        <message>
            <source>no card in its place</source>
            <translation>沒有換上別的家族卡</translation>
        </message>
        <message>
            <source>no text: cancelled by {card}</source>
            <translation>沒有文字效果：被{card}取消</translation>
        </message>
        <message>
            <source>discarded from the hand by {card}:</source>
            <translation>被{card}從手牌中棄掉：</translation>
        </message>
        <message>
            <source>{count} × {unit} of {house} count {after} each instead of {before} ({delta}).</source>
            <translation>{house}的{count}個{unit}每個計{after}點，而非{before}點（{delta}）。</translation>
        </message>
        <message>
            <source>{count} × supporting {unit} of {house} count {after} each instead of {before} ({delta}).</source>
            <translation>{house}提供支援的{count}個{unit}每個計{after}點，而非{before}點（{delta}）。</translation>
        </message>
        <message>
            <source>its card counts {after} instead of {before}.</source>
            <translation>其家族卡計{after}點，而非{before}點。</translation>
        </message>
        <message>
            <source>{victim}'s card counts {after} instead of {before}.</source>
            <translation>{victim}的家族卡計{after}點，而非{before}點。</translation>
        </message>
        <message>
            <source>{after} swords instead of {before}.</source>
            <translation>寶劍{after}個，而非{before}個。</translation>
        </message>
        <message>
            <source>{after} fortifications instead of {before}.</source>
            <translation>堡壘{after}個，而非{before}個。</translation>
        </message>
        <message>
            <source>the defense order counts {after} instead of {before}.</source>
            <translation>防禦命令加成為{after}，而非{before}。</translation>
        </message>
        <message>
            <source>{victim}'s defense order counts {after} instead of {before}.</source>
            <translation>{victim}的防禦命令加成為{after}，而非{before}。</translation>
        </message>
        <message>
            <source>{house} loses no units to casualties.</source>
            <translation>{house}不會因傷亡失去部隊。</translation>
        </message>
        <message>
            <source>{house} chooses where the loser retreats.</source>
            <translation>{house}決定敗方撤退到哪裡。</translation>
        </message>
        <message>
            <source>the winning attacker goes back where it came from.</source>
            <translation>獲勝的進攻方退回出發的區域。</translation>
        </message>
        <message>
            <source>{n} more</source>
            <translation>還有 {n} 項</translation>
        </message>
        <message>
            <source>Your battle stays until you close it; {n} later outcome(s) wait behind it.</source>
            <translation>你的戰鬥結果會一直顯示，直到你關閉它；其後還有 {n} 項結果在排隊。</translation>
        </message>
        <message>
            <source>Close this to see the next: {n} later outcome(s) wait behind it.</source>
            <translation>關閉它即可看到下一項：其後還有 {n} 項結果在排隊。</translation>
        </message>
        <message>
            <source>no swords</source>
            <translation>沒有寶劍</translation>
        </message>
        <message>
            <source>no fortifications</source>
            <translation>沒有堡壘</translation>
        </message>
        <message>
            <source>{swords} against {forts}</source>
            <translation>{swords}對{forts}</translation>
        </message>
        <message>
            <source>{unit} of {house} in {area}</source>
            <translation>{house}在{area}的{unit}</translation>
        </message>
        <message>
            <source>Fixed by a card</source>
            <translation>卡牌固定的戰力</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>A Consolidate Power order (on land only) gains one power plus one for each crown in its area. A starred one gains the same; it does not muster.</source>
            <translation>鞏固權力命令（僅限陸地）獲得 1 點權力，另加該地區每個王冠 1 點。星標鞏固權力獲得同樣多的權力，不能徵兵。</translation>
        </message>
        <message>
            <source>Cards and dominance tokens sometimes ask for a choice: whether to use the Valyrian Steel Blade, a card's ability, or which units a wildling victory costs. The panel names the card and each option.</source>
            <translation>卡牌和優勢標記有時需要你做選擇：是否使用瓦雷利亞鋼劍、卡牌能力，或野人獲勝時失去哪些部隊。面板會寫明卡牌和每個選項。</translation>
        </message>
        <message>
            <source>Against the wildlings, all bids together must reach the threat: then the highest bidder may take back one used house card. Otherwise every house removes units worth 2 and the lowest bidder 2 more.</source>
            <translation>對抗野人時，所有出價之和須達到野人威脅：守住時出價最高者可以收回一張用過的家族卡。否則每個家族移除價值 2 的部隊，出價最低者再多移除 2。</translation>
        </message>
        <message>
            <source>A city gives one mustering point, a stronghold two: a footman or ship costs 1, a knight 2, upgrading a footman to a knight 1. Ships go to an adjacent sea not held by a neutral force; armies must fit your supply.</source>
            <translation>城市提供 1 點徵兵點，要塞提供 2 點：步兵或戰船花費 1，騎士花費 2，把步兵升級為騎士花費 1。戰船放在相鄰且沒有中立勢力的海域；軍隊必須符合補給上限。</translation>
        </message>
        <message>
            <source>The loser loses one unit per sword of the winner's card beyond the fortifications of its own. Routed units that must retreat are destroyed.</source>
            <translation>勝者卡上的寶劍每比敗者卡上的堡壘多一個，敗者就損失一個部隊。必須撤退的潰敗部隊被消滅。</translation>
        </message>
        <message>
            <source>Both players choose a house card secretly; they are revealed together and their abilities apply. The higher total wins; a tie goes to the house higher on the Fiefdoms track. Once all seven cards were played, the house takes all seven back.</source>
            <translation>雙方秘密選擇家族卡，同時揭示並結算能力。總戰力高者獲勝；平手時鋼劍排名較高的家族獲勝。七張卡全部用過後，該家族把七張全部收回。</translation>
        </message>
        <message>
            <source>Strength = units (footman 1, knight 2, ship 1) + order bonus + support + house card + Valyrian Steel Blade (+1, once a round). A neutral force must be matched: it plays no card.</source>
            <translation>戰力 = 部隊（步兵 1，騎士 2，戰船 1）+ 命令加成 + 支援 + 家族卡 + 瓦雷利亞鋼劍（+1，每輪一次）。中立勢力須以相等戰力擊敗：它不出卡。</translation>
        </message>
        <message>
            <source>Support orders adjacent to the combat add their units' strength and the order's bonus to the side their owner chooses, or to nobody. Land units cannot support into the sea. Supporting units never die and never retreat.</source>
            <translation>與戰鬥相鄰的支援命令把其部隊戰力和命令加成加給持有者選擇的一方，或不支援任何一方。陸地部隊不能支援海戰。支援的部隊不會陣亡，也不會撤退。</translation>
        </message>
        <message>
            <source>A raid removes an adjacent enemy Support, Raid or Consolidate Power order; a starred raid removes up to two, never March or Defense. Raiding Consolidate Power gives the raider one power. Land units cannot raid a sea; ships raid land and sea.</source>
            <translation>突襲可移除相鄰敵方的支援、突襲或鞏固權力命令；星標突襲最多移除兩個，但不能移除行軍或防禦命令。突襲鞏固權力時，突襲方得 1 點權力。陸地部隊不能突襲海域；戰船可突襲陸地和海域。</translation>
        </message>
        <message>
            <source>The holder of the Messenger Raven may replace one of its orders with an unused token.</source>
            <translation>信鴉持有者可以用一枚未用的標記替換自己的一個命令。</translation>
        </message>
        <message>
            <source>Starred orders by your place on the King's Court track: 3, 3, 2, 1, 0. Drag a token from the tray onto an area, or click an area and then a token.</source>
            <translation>星標命令的數量取決於你在信鴉排名上的位置：3、3、2、1、0。把標記從托盤拖到地區上，或先點地區再點標記。</translation>
        </message>
        <message>
            <source>Every house secretly puts one order token on each area with its units: March, Defense, Support, Raid or Consolidate Power (on land only). All orders are revealed together.</source>
            <translation>每個家族秘密地在自己有部隊的每個地區放一枚命令標記：行軍、防禦、支援、突襲或鞏固權力（僅限陸地）。所有命令同時揭示。</translation>
        </message>
        <message>
            <source>Supply recounts barrels; Mustering lets every house recruit; Clash of Kings re-bids the three influence tracks; Game of Thrones gives one power per crown; Winter is Coming reshuffles its deck and draws again; Sea of Storms, Feast for Crows and Storm of Swords forbid Raid, Consolidate Power or Defense orders this round; in Rains of Autumn supporting footmen count 0.</source>
            <translation>調整補給：重新計算酒桶；徵兵：各家族招募部隊；諸王紛爭：重新競標三條排名；權力的遊戲：每個王冠得 1 點權力；寒冬將至：洗混該牌堆並重新抽一張；暴風之怒、群鴉盛宴、干戈四起：本輪禁止突襲、鞏固權力或防禦命令；秋雨連綿：支援的步兵戰力為 0。</translation>
        </message>
        <message>
            <source>One card is drawn from each of the event decks I, II and III and resolved in that order. Each mammoth icon moves the wildling marker up by 2 (to 12 at most); only a Wildling Attack card makes the wildlings attack, and after an attack the marker goes back to 0.</source>
            <translation>從 I、II、III 三個事件牌堆各抽一張，按此順序結算。每個猛獁象圖案使野人標記上升 2（最多到 12）；只有「野人入侵」牌會讓野人進攻，進攻之後標記回到 0。</translation>
        </message>
        <message>
            <source>Houses act in Iron Throne order. Whoever first controls seven cities and strongholds (eight with three players) wins at once; after round 10 the most wins (ties: supply barrels, then power tokens; a tie on all of them is a shared win).</source>
            <translation>各家族按王座排名順序行動。最先控制七座城市和要塞（三人遊戲時八座）者立即獲勝；第 10 輪結束後控制最多者獲勝（平手時依次比較補給酒桶、權力標記；全部相同則共同獲勝）。</translation>
        </message>
        <message>
            <source>Each of the ten rounds has five phases: events (from round 2), planning, raids, marches and combat, and consolidating power.</source>
            <translation>十輪遊戲中的每一輪都有五個階段：事件（從第 2 輪起）、計劃、突襲、行軍與戰鬥、鞏固權力。</translation>
        </message>
        <message>
            <source>Event phase</source>
            <translation>事件階段</translation>
        </message>
        <message>
            <source>A round</source>
            <translation>一輪遊戲</translation>
        </message>
        <message>
            <source>Westeros phase</source>
            <translation>維斯特洛階段</translation>
        </message>
        <message>
            <source>Planning: orders</source>
            <translation>計劃：命令</translation>
        </message>
        <message>
            <source>Messenger Raven</source>
            <translation>信鴉</translation>
        </message>
        <message>
            <source>Raids</source>
            <translation>突襲</translation>
        </message>
        <message>
            <source>Marches</source>
            <translation>行軍</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>支援</translation>
        </message>
        <message>
            <source>Combat and house cards</source>
            <translation>戰鬥與家族卡</translation>
        </message>
        <message>
            <source>Casualties and supply</source>
            <translation>傷亡與補給</translation>
        </message>
        <message>
            <source>Retreats</source>
            <translation>撤退</translation>
        </message>
        <message>
            <source>Mustering</source>
            <translation>徵兵</translation>
        </message>
        <message>
            <source>Bids</source>
            <translation>出價</translation>
        </message>
        <message>
            <source>Ties</source>
            <translation>平手</translation>
        </message>
        <message>
            <source>Choices</source>
            <translation>選擇</translation>
        </message>
        <message>
            <source>Consolidate Power</source>
            <translation>鞏固權力</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新遊戲</translation>
        </message>
        <message>
            <source>Load a game</source>
            <translation>載入遊戲</translation>
        </message>
        <message>
            <source>Save / save as</source>
            <translation>儲存 / 另存新檔</translation>
        </message>
        <message>
            <source>Zoom in / out</source>
            <translation>放大 / 縮小</translation>
        </message>
        <message>
            <source>Fit the map to the window</source>
            <translation>地圖符合視窗</translation>
        </message>
        <message>
            <source>Full screen / leave full screen</source>
            <translation>全螢幕 / 離開全螢幕</translation>
        </message>
        <message>
            <source>This rules quick reference</source>
            <translation>本規則速查</translation>
        </message>
        <message>
            <source>Replay: step back / forward</source>
            <translation>重播：後退 / 前進一步</translation>
        </message>
        <message>
            <source>Replay: previous / next round</source>
            <translation>重播：上一輪 / 下一輪</translation>
        </message>
        <message>
            <source>Replay: start / end</source>
            <translation>重播：開頭 / 結尾</translation>
        </message>
        <message>
            <source>Replay and watching: play / pause</source>
            <translation>重播與觀戰：播放 / 暫停</translation>
        </message>
        <message>
            <source>Watching: one step while paused</source>
            <translation>觀戰：暫停時走一步</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>鍵盤快速鍵</translation>
        </message>
        <message>
            <source>Each of the ten rounds has three phases: Westeros (from round 2), Planning and Action.</source>
            <translation>十輪遊戲中的每一輪都有三個階段：維斯特洛（從第 2 輪起）、計劃和行動。</translation>
        </message>
        <message>
            <source>Houses act in Iron Throne order. Whoever first controls seven castles and strongholds wins at once; after round 10 the most castles wins (ties: land areas, then supply, then the Iron Throne).</source>
            <translation>各家族按鐵王座順序行動。最先控制七座城堡和要塞者立即獲勝；第 10 輪結束後城堡最多者獲勝（平手時依次比較陸地區域、補給，最後看鐵王座）。</translation>
        </message>
        <message>
            <source>One card is drawn from each of the decks I, II and III and resolved in that order. Each wildling icon raises the wildling threat by 2; at 12 the wildlings attack at once.</source>
            <translation>從 I、II、III 三個牌堆各抽一張，按此順序結算。每個野人圖示使野人威脅上升 2；達到 12 時野人立即入侵。</translation>
        </message>
        <message>
            <source>Supply recounts barrels; Mustering lets every house recruit in its castles; Clash of Kings re-bids the three influence tracks; Game of Thrones gives power for crowns and ports.</source>
            <translation>調整補給：重新計算酒桶；徵募：各家族在自己的城堡中招募；列王紛爭：重新競標三條勢力軌道；權力的遊戲：按王冠和港口獲得權力。</translation>
        </message>
        <message>
            <source>Every house secretly puts one order token on each area with its units: March, Defense, Support, Raid or Consolidate Power. All orders are revealed together.</source>
            <translation>每個家族秘密地在自己有部隊的每個地區放一枚命令標記：行軍、防禦、支援、突襲或鞏固權力。所有命令同時揭示。</translation>
        </message>
        <message>
            <source>Starred orders are limited by your position on the King's Court track. Drag a token from the tray onto an area, or click an area and then a token.</source>
            <translation>星標命令的數量取決於你在王庭軌道上的位置。把標記從托盤拖到地區上，或先點地區再點標記。</translation>
        </message>
        <message>
            <source>The holder of the Messenger Raven may replace one of its orders with an unused token, or look at the top wildling card and keep it there or put it at the bottom.</source>
            <translation>信鴉持有者可以用一枚未用的標記替換自己的一個命令，或查看野人牌堆頂的卡並決定留在頂部或放到底部。</translation>
        </message>
        <message>
            <source>A raid removes an adjacent enemy Support, Raid or Consolidate Power order (a starred raid also a Defense order). Raiding Consolidate Power gives the raider one power and takes one from its owner. Land units cannot raid a sea.</source>
            <translation>突襲可移除相鄰敵方的支援、突襲或鞏固權力命令（星標突襲還可移除防禦命令）。突襲鞏固權力時，突襲方得 1 點權力，對方失去 1 點。陸地部隊不能突襲海域。</translation>
        </message>
        <message>
            <source>Move any of the area's units to adjacent areas (land units also across chains of your own ships). Only one of the moves may enter an area held by another house: that starts a combat.</source>
            <translation>把該地區的任意部隊移到相鄰地區（陸地部隊也可經由己方相連的戰船運輸）。其中只能有一支進入其他家族佔據的地區：這會引發戰鬥。</translation>
        </message>
        <message>
            <source>Leaving an area empty, you may leave a power token to keep control of it. Drag units onto a highlighted area.</source>
            <translation>離開地區使其空出時，可以留下一枚權力標記以保持控制。把部隊拖到高亮的地區上。</translation>
        </message>
        <message>
            <source>Support orders adjacent to the combat add their units' strength and the order's bonus to the side their owner chooses, or to nobody. Land units cannot support into the sea; a port supports only its sea.</source>
            <translation>與戰鬥相鄰的支援命令把其部隊戰力和命令加成加給持有者選擇的一方，或不支援任何一方。陸地部隊不能支援海戰；港口只能支援其所在海域。</translation>
        </message>
        <message>
            <source>Strength = units (footman 1, knight 2, ship 1, siege engine 4 against a castle) + order bonus + support + garrison (defender at home) + house card + Valyrian Steel Blade (+1, once a round) + Tides of Battle.</source>
            <translation>戰力 = 部隊（步兵 1，騎士 2，戰船 1，攻城車進攻城堡時 4）+ 命令加成 + 支援 + 駐軍（在本家防守時）+ 家族卡 + 瓦雷利亞鋼劍（+1，每輪一次）+ 戰局卡。</translation>
        </message>
        <message>
            <source>Both players choose a house card secretly; they are revealed together and their abilities apply. The higher total wins; a tie goes to the house higher on the Fiefdoms track.</source>
            <translation>雙方秘密選擇家族卡，同時揭示並結算能力。總戰力高者獲勝；平手時封地軌道上排名較高的家族獲勝。</translation>
        </message>
        <message>
            <source>The loser loses one unit per sword of the winner's card beyond the fortifications of its own; Tides of Battle skulls kill one unit each. Routed units and siege engines that must retreat are destroyed.</source>
            <translation>勝者卡上的寶劍每比敗者的堡壘多一個，敗者就損失一個部隊；戰局卡上的每個骷髏消滅一個部隊。潰敗的部隊和必須撤退的攻城車被消滅。</translation>
        </message>
        <message>
            <source>An army larger than your supply allows must shrink: choose the units to remove.</source>
            <translation>超出補給上限的軍隊必須縮減：選擇要移除的部隊。</translation>
        </message>
        <message>
            <source>The defeated attacker goes back where it came from; the defeated defender retreats to an adjacent area that is empty or its own, never where the attack came from, choosing among those that cost the fewest units to supply. Retreated units are routed until the round ends.</source>
            <translation>戰敗的進攻方退回出發地；戰敗的防守方撤到相鄰的空地區或己方地區，不能撤往進攻來源地，並須在補給損失最少的地區中選擇。撤退的部隊在本輪結束前處於潰敗狀態。</translation>
        </message>
        <message>
            <source>A castle gives one mustering point, a stronghold two: a footman or ship costs 1, a knight or siege engine 2, upgrading a footman to a knight 1. Ships go to the castle's port or an adjacent sea; armies must fit your supply.</source>
            <translation>城堡提供 1 點徵兵點，要塞提供 2 點：步兵或戰船花費 1，騎士或攻城車花費 2，把步兵升級為騎士花費 1。戰船放在該城堡的港口或相鄰海域；軍隊必須符合補給上限。</translation>
        </message>
        <message>
            <source>Bids are secret and revealed together; the power bid is spent. In a Clash of Kings the highest bids take the first places on each track; the Iron Throne holder orders ties.</source>
            <translation>出價秘密進行並同時揭示；出價的權力會被花掉。列王紛爭中出價最高者在每條軌道上排在最前；平手由鐵王座持有者排序。</translation>
        </message>
        <message>
            <source>Against the wildlings, all bids together must reach the threat: then the highest bidder is rewarded; otherwise the lowest bidder suffers most and everyone else a little.</source>
            <translation>對抗野人時，所有出價之和須達到野人威脅：守住時出價最高者得到獎勵；否則出價最低者損失最重，其他人也受些損失。</translation>
        </message>
        <message>
            <source>Equal bids are put in order by the holder of the Iron Throne (in a Clash of Kings for the Iron Throne itself, by the house that holds it before the bid).</source>
            <translation>出價相同者由鐵王座持有者排序（爭奪鐵王座本身時，由出價前的持有者排序）。</translation>
        </message>
        <message>
            <source>Cards and dominance tokens sometimes ask for a choice: whether to use the Valyrian Steel Blade, a card's ability, which Westeros card applies, or a wildling card's effect. The panel names the card and each option.</source>
            <translation>卡牌和優勢標記有時需要你做選擇：是否使用瓦雷利亞鋼劍、卡牌能力、結算哪張維斯特洛卡，或野人卡的效果。面板會寫明卡牌和每個選項。</translation>
        </message>
        <message>
            <source>A Consolidate Power order gains one power plus one for each crown in its area (in a port: one, unless an enemy ship is in its sea). A starred one in a castle may muster there instead.</source>
            <translation>鞏固權力命令獲得 1 點權力，另加該地區每個王冠 1 點（港口中為 1 點，除非其海域有敵方戰船）。城堡中的星標鞏固權力也可改為在該處徵兵。</translation>
        </message>
        <message>
            <source>Rules quick reference</source>
            <translation>規則速查</translation>
        </message>
        <message>
            <source>Rules: {section}</source>
            <translation>規則：{section}</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>關閉</translation>
        </message>
            <message>
            <source>Stark, Lannister, Baratheon and Arryn play ten rounds: Westeros (from round 2), Planning, Action, then the end of the round. Castles do not win: victory points do.</source>
            <translation>史塔克、蘭尼斯特、拜拉席恩和艾林進行十個回合：維斯特洛（第 2 回合起）、計劃、行動，然後是回合結束。城堡不決定勝負：勝利點才決定。</translation>
        </message>
        <message>
            <source>Each house keeps three secret objective cards (five dealt, two shuffled back). At the end of every round supply is recounted and armies reconciled; each house meeting its open special objective gains 1 point; in turn order each house may score one objective it meets now, for good and face up, for that card's points for its house; a house holding fewer than three draws one.</source>
            <translation>每個家族秘密保留三張目標卡（發五張，洗回兩張）。每回合結束時重新計算補給並調整軍隊；達成其公開特殊目標的家族獲得 1 點；按回合順序，每個家族可以完成一張現已達成的目標卡（永久計分、面朝上），獲得該卡對其家族的點數；手中少於三張的家族抽一張。</translation>
        </message>
        <message>
            <source>Whoever then has 7 victory points wins (ties: more land areas, then the Iron Throne); after round 10 the most points win (ties: the Iron Throne).</source>
            <translation>此時擁有 7 勝利點的家族獲勝（平手時：陸地地區較多者，其次鐵王座）；第 10 回合結束後勝利點最多者獲勝（平手時：鐵王座）。</translation>
        </message>
        <message>
            <source>One card is drawn from each of the decks I, II and III and resolved in that order; deck I is the scenario's own. Each wildling icon raises the wildling threat by 2; at 12 the wildlings attack at once.</source>
            <translation>從 I、II、III 三個牌堆各抽一張並按此順序結算；牌堆 I 是本劇本專屬的。每個野人圖標使野人威脅上升 2；達到 12 時野人立即進攻。</translation>
        </message>
        <message>
            <source>Rally the Men musters in castles only; The Burden of Power lets the Iron Throne reset the wildling threat or muster; Famine lowers every supply by one; Ironborn Raid costs a point to every house with two scored objectives; Shifting Ambitions pools one objective of each house and deals them out again; New Information draws one objective and shuffles one back.</source>
            <translation>召集人馬只在城堡徵兵；權力的重負讓鐵王座持有者重置野人威脅或徵兵；饑荒使所有補給下降一格；鐵種劫掠讓已完成兩張目標的家族失去 1 點；野心易主把每家一張目標放入公共池再重新分配；新情報抽一張目標並洗回一張。</translation>
        </message>
        <message>
            <source>House-card drafts</source>
            <translation>家族卡輪抽</translation>
        </message>
        <message>
            <source>In a drafted game the player houses make their hands before round 1 from a pool of decks: every hand ends with one card of strength 0, two of 1, two of 2, one of 3 and one of 4, and any house may hold any house's card. Vassals keep their own deck.</source>
            <translation>在輪抽的遊戲中，各玩家家族在第 1 輪之前從多副牌組成的牌池中組成手牌：每手牌最終都有戰力 0 的卡一張、1 的兩張、2 的兩張、3 的一張和 4 的一張，任何家族都可持有任何家族的卡。附庸保留自己的牌組。</translation>
        </message>
        <message>
            <source>Step by step, the houses pick one card at a time in the draft's order, and every pick is public; with the track draft a turn may take the best free place on an influence track instead. In a thematic draft every house picks its own house's cards at once and in secret. A random draft deals the hands; a blind one keeps them hidden until the game ends.</source>
            <translation>逐步輪抽時，各家族按輪抽順序每次挑選一張卡，每次挑選都公開；配合勢力軌輪抽時，一次機會可以改為佔取某條勢力軌上最好的空位。主題輪抽時，所有家族同時祕密挑選本家族的卡。隨機輪抽直接發放手牌；盲抽的手牌在遊戲結束前保持隱藏。</translation>
        </message>
        <message>
            <source>Tides of Battle (option)</source>
            <translation>戰局卡（選項）</translation>
        </message>
        <message>
            <source>With Tides of Battle each side of a combat draws a card once the house cards are revealed: it adds 0 to 3 strength, a sword or a fortification, or a skull that kills one enemy unit whatever the result.</source>
            <translation>使用戰局卡時，家族卡翻開後交戰雙方各抽一張戰局卡：它提供 0 到 3 點戰力、一把寶劍或一個堡壘，或者一個骷髏——無論勝負都消滅一個敵方單位。</translation>
        </message>
        <message>
            <source>The holder of the Valyrian Steel Blade may use the blade to redraw its card instead of taking +1.</source>
            <translation>瓦雷利亞鋼劍的持有者可以用鋼劍重抽自己的戰局卡，而不是獲得 +1。</translation>
        </message>
        <message>
            <source>Mother of Dragons: dragons</source>
            <translation>龍之母：龍</translation>
        </message>
        <message>
            <source>Targaryen's dragons have strength 0 in round 1 and grow one step stronger on rounds 2, 4, 6, 8 and 10, up to 5 (Fire Made Flesh can bring a step early). The map shows a dragon's strength now on the dragon, and the houses panel under Targaryen.</source>
            <translation>坦格利安的龍在第 1 回合戰力為 0，在第 2、4、6、8、10 回合各增強一級，最高為 5（「火焰化身」可以提前帶來一級）。地圖上龍身上標著它當前的戰力，家族面板中坦格利安下方也有顯示。</translation>
        </message>
        <message>
            <source>An army made only of dragons marches to any land area in play, in Westeros or Essos; in a mixed army the dragons may fly off alone. Dragons are never mustered, and Targaryen has no siege engines.</source>
            <translation>只由龍組成的軍隊可以行軍到任何在場的陸地地區，無論在維斯特洛還是厄索斯；混合軍隊中的龍可以單獨飛走。龍不能徵召，坦格利安也沒有攻城車。</translation>
        </message>
        <message>
            <source>Mother of Dragons: Targaryen's loyalty</source>
            <translation>龍之母：坦格利安的忠誠</translation>
        </message>
        <message>
            <source>Targaryen does not win by castles: it wins at once with 7 loyalty. It takes for good every loyalty token in an area it controls; Pentos' printed loyalty counts while Targaryen holds it.</source>
            <translation>坦格利安不靠城堡獲勝：它一有 7 點忠誠就立即獲勝。它控制的地區中的忠誠標記都歸它永久所有；潘托斯印著的忠誠在坦格利安控制它時計入。</translation>
        </message>
        <message>
            <source>Targaryen stays last on all three influence tracks. In a Clash of Kings it bids and pays like everyone, but its bid is handed out, one Power token at a time, to the other houses' bids.</source>
            <translation>坦格利安在三條勢力軌上始終排在最後。列王紛爭時它像其他家族一樣出價並支付，但它的出價要一個一個權力標記地分給其他家族的出價。</translation>
        </message>
        <message>
            <source>Mother of Dragons: Westeros deck IV</source>
            <translation>龍之母：第四副維斯特洛牌</translation>
        </message>
        <message>
            <source>With eight houses a fourth Westeros deck is drawn after decks I, II and III. Each of its cards puts loyalty tokens on the areas it names; then Targaryen may pay Power tokens for the card's option: more tokens, tokens on other houses' home areas, or a dragon destroyed so that every dragon grows stronger at once.</source>
            <translation>八個家族時，在牌堆 I、II、III 之後還要抽第四副維斯特洛牌。它的每張牌先在所列地區放置忠誠標記；然後坦格利安可以支付權力標記使用此牌的選項：放更多標記、在其他家族的家園地區放標記，或者消滅一條龍讓所有龍立即增強。</translation>
        </message>
        <message>
            <source>Under Scattering Dissent (in reverse turn order) and Word Spreads Quickly (in turn order) each house may move one loyalty token to an adjacent land area; Targaryen may cancel another house's move by paying 1 Power token (Word Spreads Quickly: 2).</source>
            <translation>「散播異議」（按相反的回合順序）和「消息迅速傳開」（按回合順序）時，每個家族可以把一枚忠誠標記移到相鄰的陸地地區；坦格利安可以支付 1 個權力標記（「消息迅速傳開」為 2 個）取消其他家族的移動。</translation>
        </message>
        <message>
            <source>Mother of Dragons: Essos</source>
            <translation>龍之母：厄索斯</translation>
        </message>
        <message>
            <source>With eight houses the Essos side board lies east of Westeros: the free cities Braavos, Pentos (Targaryen's home), Volantis, Myr and Norvos with their seas and ports. It plays like the rest of the board; Braavos starts with a neutral force, and with the Iron Bank its holder pays 1 less for a loan. With seven houses Essos is out of play.</source>
            <translation>八個家族時，厄索斯副地圖位於維斯特洛東邊：自由貿易城邦布拉佛斯、潘托斯（坦格利安的家園）、瓦蘭提斯、密爾和諾佛斯，以及它們的海域和港口。它和地圖其餘部分一樣進行遊戲；布拉佛斯開局有中立部隊，使用鐵金庫時其控制者貸款少付 1。七個家族時厄索斯不參與遊戲。</translation>
        </message>
        <message>
            <source>Vassals (option)</source>
            <translation>附庸（選項）</translation>
        </message>
        <message>
            <source>Houses nobody plays stand on the board as vassals. At the start of every Planning phase the players claim them for the round in Iron Throne order (an even share each, the last player takes the rest) and decide everything for them.</source>
            <translation>沒有人扮演的家族作為附庸留在地圖上。每個計劃階段開始時，玩家按鐵王座順序認領本回合的附庸（每人平分，最後一名玩家拿走剩下的），並替它們做所有決定。</translation>
        </message>
        <message>
            <source>A vassal places at most two orders from its own four tokens, after every player; it never gains power, bids or wins, and musters only at home. In combat it draws three cards from the shared vassal deck and its commander picks one; a win gives the commander a Power token. A commander and its vassals never march into each other's areas and support each other unasked.</source>
            <translation>附庸在所有玩家之後，從自己的四枚命令標記中最多放置兩枚；它從不獲得權力、不出價也不會獲勝，只在家園徵召。戰鬥中它從共用的附庸牌堆抽三張牌，由指揮者選一張；獲勝時指揮者得到一個權力標記。指揮者和它的附庸互不進軍對方的地區，並且無需詢問就互相支援。</translation>
        </message>
        <message>
            <source>The Iron Bank (option)</source>
            <translation>鐵金庫（選項）</translation>
        </message>
        <message>
            <source>Three loans are on offer for 7, 4 and 1 Power tokens; every round they slide one place cheaper and a new loan comes in at 7. The house controlling Braavos pays 1 less.</source>
            <translation>三筆貸款分別以 7、4、1 個權力標記出售；每回合它們各往便宜處移一格，並有一筆新貸款以 7 進入。控制布拉佛斯的家族少付 1。</translation>
        </message>
        <message>
            <source>Each player has an Iron Bank order, placed only in a sea holding its ships, on top of its other orders. In the Consolidate Power step it buys one loan on offer, which acts at once. Before every Westeros phase from round 2 a house pays 1 Power token for each loan it ever bought; for each token it cannot pay, the Valyrian Steel Blade's holder destroys one of its units.</source>
            <translation>每名玩家在其他命令之外還有一枚鐵金庫命令，只能放在有自己戰船的海域。在鞏固權力步驟中它可以買下一筆出售中的貸款，貸款立即生效。從第 2 回合起，每個維斯特洛階段之前，家族為買過的每筆貸款支付 1 個權力標記；每有一個付不出，瓦雷利亞鋼劍的持有者就消滅它的一個單位。</translation>
        </message>
        <message>
            <source>Sea orders (option)</source>
            <translation>海上命令（選項）</translation>
        </message>
        <message>
            <source>Each player also has a Sea March −1 and a Sea Support order, placed in sea areas only (never in a port). They count toward the orders a house must place.</source>
            <translation>每名玩家還有一枚海上行軍 −1 和一枚海上支援命令，只能放在海域（不能放在港口）。它們計入家族必須放置的命令。</translation>
        </message>
        <message>
            <source>Power-token gifts (option)</source>
            <translation>贈送權力標記（選項）</translation>
        </message>
        <message>
            <source>A player may give some of its available Power tokens to another player with the Give power… button under the tracks: at any time, but in a combat only while support is declared, never while bids are open, and not while it owes an answer that may spend power. A gift cannot be refused; vassals neither give nor receive.</source>
            <translation>玩家可以用勢力軌下方的「贈送權力……」按鈕，把一些可用的權力標記送給另一名玩家：任何時候都可以，但戰鬥中只能在宣布支援時，出價期間不行，尚未回答可能花費權力的問題時也不行。贈送不能拒絕；附庸既不送也不收。</translation>
        </message>
        <message>
            <source>A Dance with Dragons: six rounds and garrisons</source>
            <translation>魔龍的狂舞：六個回合與守軍</translation>
        </message>
        <message>
            <source>The scenario starts later in the story: new positions, Power tokens already on the board, seven new house cards for each house, and Stark plays as the Boltons. The game ends after round 6 (the most castles, then the usual tiebreaks) unless a house holds seven castles first.</source>
            <translation>這個劇本從故事的更後面開始：新的開局位置、地圖上已有的權力標記、每個家族七張新的家族卡，史塔克由波頓家族扮演。遊戲在第 6 回合後結束（城堡最多者獲勝，再按通常的平局規則），除非有家族先控制七座城堡。</translation>
        </message>
        <message>
            <source>Storm's End (4) and Oldtown (3) have garrisons: each defends for whoever holds its area, not for a printed house, and is removed for good once beaten.</source>
            <translation>風息堡（4）和舊鎮（3）有守軍：守軍為控制該地區的家族防守，而不是為印在地圖上的家族，一旦被擊敗就永久移除。</translation>
        </message>
        <message>
            <source>With the draft scenario each player house first reshapes its own start in the areas it is given (its own and the free ones nearest to it): it adds or removes units within its supply, places or takes back Power tokens and sets garrisons, then says it is ready. Once every start is ready, each player approves the board or rejects it, and a rejection opens the changes again.</source>
            <translation>使用輪抽起始佈置時，每個玩家家族先在分給它的地區（它自己的地區和離它最近的空地區）中修改自己的起始佈置：在補給允許的範圍內加入或移除部隊，放置或收回權力標記，設置駐軍，然後表示就緒。所有起始佈置就緒後，每位玩家同意或否決這一局面；一旦有人否決，就重新開放修改。</translation>
        </message>
</context>
    <context>
        <name>Watch</name>
        <message>
            <source>Pause</source>
            <translation>暫停</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>播放</translation>
        </message>
        <message>
            <source>Pause or go on (Space)</source>
            <translation>暫停或繼續（空白鍵）</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>走一步</translation>
        </message>
        <message>
            <source>One move while paused (N)</source>
            <translation>暫停時走一步（N）</translation>
        </message>
        <message>
            <source>slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>正常</translation>
        </message>
        <message>
            <source>fast</source>
            <translation>快</translation>
        </message>
        <message>
            <source>as fast as possible</source>
            <translation>最快</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>速度：</translation>
        </message>
        <message>
            <source>Paused: the bots wait.</source>
            <translation>已暫停：機器人在等待。</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>正常</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <source>As fast as possible</source>
            <translation>最快</translation>
        </message>
    </context>
    <context>
        <name>Presence</name>
        <message>
            <source>Replace by a vassal</source>
            <translation>由附庸接替</translation>
        </message>
        <message>
            <source>Give the house back</source>
            <translation>把家族還給玩家</translation>
        </message>
        <message>
            <source>The house plays on as a vassal, commanded by the players in turn, until its player comes back.</source>
            <translation>在玩家回來之前，這個家族作為附庸繼續遊戲，由各玩家輪流指揮。</translation>
        </message>
        <message>
            <source>The house is a player's house again; its player is still away.</source>
            <translation>這個家族重新由玩家執掌；玩家仍暫時離開。</translation>
        </message>
        <message>
            <source>plays as a vassal</source>
            <translation>作為附庸進行遊戲</translation>
        </message>
        <message>
            <source>becomes a vassal after the battle</source>
            <translation>戰鬥結束後成為附庸</translation>
        </message>
        <message>
            <source>is given back after the battle</source>
            <translation>戰鬥結束後交還玩家</translation>
        </message>
        <message>
            <source>cannot become a vassal: {why}</source>
            <translation>不能成為附庸：{why}</translation>
        </message>
        <message>
            <source>cannot be given back: {why}</source>
            <translation>不能交還玩家：{why}</translation>
        </message>
        <message>
            <source>A bot ({level}) plays until they are back</source>
            <translation>由電腦（{level}）代打，直到玩家回來</translation>
        </message>
        <message>
            <source>A bot plays this seat until its person comes back; everyone reads it in the log.</source>
            <translation>在玩家回來之前由電腦代打這個座位；所有人都會在紀錄中看到。</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>在座玩家</translation>
        </message>
        <message>
            <source>Bot…</source>
            <translation>電腦……</translation>
        </message>
        <message>
            <source>Let a bot play…</source>
            <translation>讓電腦代打……</translation>
        </message>
        <message>
            <source>No bot: wait for them</source>
            <translation>不用電腦：等玩家回來</translation>
        </message>
        <message>
            <source>away</source>
            <translation>暫時離開</translation>
        </message>
        <message>
            <source>away since {time}</source>
            <translation>自 {time} 起暫時離開</translation>
        </message>
        <message>
            <source>away since {time} ({n} min)</source>
            <translation>自 {time} 起暫時離開（{n} 分鐘）</translation>
        </message>
        <message>
            <source>bot</source>
            <translation>電腦</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>已連線</translation>
        </message>
        <message>
            <source>open seat</source>
            <translation>空位</translation>
        </message>
        <message>
            <source>you</source>
            <translation>你</translation>
        </message>
        <message>
            <source>{away} · a bot ({level}) plays for now</source>
            <translation>{away} · 暫由電腦（{level}）代打</translation>
        </message>
        <message>
            <source>Table…</source>
            <translation>牌桌……</translation>
        </message>
        <message>
            <source>Ask the table about this house.</source>
            <translation>就這個家族向牌桌提出請求。</translation>
        </message>
        <message>
            <source>The game…</source>
            <translation>遊戲……</translation>
        </message>
        <message>
            <source>Ask the table…</source>
            <translation>向牌桌提議……</translation>
        </message>
        <message>
            <source>its chess clock ran out</source>
            <translation>棋鐘已用完</translation>
        </message>
        <message>
            <source>Refused: {why}</source>
            <translation>被拒絕：{why}。</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>贊成</translation>
        </message>
        <message>
            <source>No</source>
            <translation>反對</translation>
        </message>
        <message>
            <source>Resume the game</source>
            <translation>繼續遊戲</translation>
        </message>
        <message>
            <source>Pause the game</source>
            <translation>暫停遊戲</translation>
        </message>
        <message>
            <source>End the game after this round</source>
            <translation>本輪結束後結束遊戲</translation>
        </message>
        <message>
            <source>Ask to take over this house</source>
            <translation>請求接手這個家族</translation>
        </message>
        <message>
            <source>The table decides; once it agrees you play this house.</source>
            <translation>由牌桌決定；一旦同意，這個家族就由你來玩。</translation>
        </message>
        <message>
            <source>Hand my house to a bot and watch</source>
            <translation>把我的家族交給電腦，改為觀看</translation>
        </message>
        <message>
            <source>A bot of the host plays your house from now on; you watch.</source>
            <translation>從現在起由主機的電腦玩你的家族；你改為觀看。</translation>
        </message>
        <message>
            <source>Ask to resume the game</source>
            <translation>提議繼續遊戲</translation>
        </message>
        <message>
            <source>Ask to pause the game</source>
            <translation>提議暫停遊戲</translation>
        </message>
        <message>
            <source>Ask to take over this vassal</source>
            <translation>請求接手這個附庸</translation>
        </message>
        <message>
            <source>The table decides; once it agrees you play this house instead of the vassals' commanders.</source>
            <translation>由牌桌決定；一旦同意，這個家族就由你來玩，不再由附庸的統領者指揮。</translation>
        </message>
        <message>
            <source>Hand my house to the vassals and watch</source>
            <translation>把我的家族交給附庸，改為觀看</translation>
        </message>
        <message>
            <source>Your house plays on as a vassal; you watch.</source>
            <translation>你的家族作為附庸繼續遊戲；你改為觀看。</translation>
        </message>
        <message>
            <source>Ask to declare this house the winner</source>
            <translation>提議宣布這個家族獲勝</translation>
        </message>
        <message>
            <source>Everyone at the table must agree; the game ends at once.</source>
            <translation>需要牌桌上所有人同意；遊戲立即結束。</translation>
        </message>
        <message>
            <source>Ask to end the game after this round</source>
            <translation>提議本輪結束後結束遊戲</translation>
        </message>
        <message>
            <source>Ask for 15 more minutes on every clock</source>
            <translation>提議每個棋鐘增加 15 分鐘</translation>
        </message>
        <message>
            <source>Offer to swap houses</source>
            <translation>提議交換家族</translation>
        </message>
        <message>
            <source>You play this house and they play yours, if they and the table agree.</source>
            <translation>若對方和牌桌都同意，你玩這個家族，對方玩你的家族。</translation>
        </message>
        <message>
            <source>Ask to make this house a vassal</source>
            <translation>提議讓這個家族成為附庸</translation>
        </message>
        <message>
            <source>The table decides; its player watches from then on.</source>
            <translation>由牌桌決定；此後它的玩家改為觀看。</translation>
        </message>
        <message>
            <source>{status} · clock {time}, running</source>
            <translation>{status} · 棋鐘 {time}（計時中）</translation>
        </message>
        <message>
            <source>{status} · clock {time}</source>
            <translation>{status} · 棋鐘 {time}</translation>
        </message>
    </context>
    <context>
        <name>Rejoin</name>
        <message>
            <source>the LAN game</source>
            <translation>區域網路遊戲</translation>
        </message>
        <message>
            <source>“{name}” as a spectator, at {address}</source>
            <translation>「{name}」，觀戰，位址 {address}</translation>
        </message>
        <message>
            <source>“{name}” as {house}, at {address}</source>
            <translation>「{name}」，你是{house}，位址 {address}</translation>
        </message>
        <message>
            <source>“{name}”, hosted here: host it again from its autosave</source>
            <translation>「{name}」，由本機主持：從自動存檔重新主持</translation>
        </message>
    </context>
    <context>
        <name>Resume</name>
        <message>
            <source>Houses</source>
            <translation>家族</translation>
        </message>
        <message>
            <source>No LAN game was hosted from this window yet.</source>
            <translation>這個視窗還沒有主持過區域網路遊戲。</translation>
        </message>
        <message>
            <source>Other file…</source>
            <translation>其他檔案……</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>繼續</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>輪次</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>儲存時間</translation>
        </message>
    </context>
    <context>
        <name>SaveProblem</name>
        <message>
            <source>there is no save file there</source>
            <translation>那裡沒有這個存檔檔案</translation>
        </message>
        <message>
            <source>the file cannot be read</source>
            <translation>檔案無法讀取</translation>
        </message>
        <message>
            <source>the file is damaged, or is not a saved game</source>
            <translation>檔案已損壞，或者不是本遊戲的存檔</translation>
        </message>
        <message>
            <source>this is not a save file of this game</source>
            <translation>這不是本遊戲的存檔檔案</translation>
        </message>
        <message>
            <source>the save has no version</source>
            <translation>存檔沒有標明版本</translation>
        </message>
        <message>
            <source>the save is from a newer version ({version}); please update the game</source>
            <translation>存檔來自較新的版本（{version}），請更新遊戲</translation>
        </message>
        <message>
            <source>saves of version {version} can no longer be read</source>
            <translation>已無法讀取第 {version} 版的存檔</translation>
        </message>
        <message>
            <source>the save is damaged</source>
            <translation>存檔已損壞</translation>
        </message>
        <message>
            <source>the save's snapshot does not match its commands</source>
            <translation>存檔中的局面與其記錄的操作不符</translation>
        </message>
        <message>
            <source>the save has no initial state</source>
            <translation>存檔缺少開局局面</translation>
        </message>
        <message>
            <source>the save's initial state is inconsistent</source>
            <translation>存檔的開局局面自相矛盾</translation>
        </message>
        <message>
            <source>the save's initial state is damaged</source>
            <translation>存檔的開局局面已損壞</translation>
        </message>
        <message>
            <source>the save's commands are not a list</source>
            <translation>存檔中的操作記錄格式不對</translation>
        </message>
        <message>
            <source>command {n} is not a [seat, command] pair</source>
            <translation>第 {n} 步操作的記錄格式不對</translation>
        </message>
        <message>
            <source>command {n} cannot be read</source>
            <translation>無法讀取第 {n} 步操作</translation>
        </message>
        <message>
            <source>command {n} ({seat}) was refused</source>
            <translation>第 {n} 步（{seat}）不符合規則</translation>
        </message>
        <message>
            <source>command {n} ({seat}) cannot be replayed</source>
            <translation>第 {n} 步（{seat}）無法重播</translation>
        </message>
        <message>
            <source>the save's commands do not lead to the game it recorded</source>
            <translation>按存檔中的操作重播，得不到存檔記錄的那局遊戲</translation>
        </message>
        <message>
            <source>the replayed game cannot be shown</source>
            <translation>無法顯示重播的遊戲</translation>
        </message>
        <message>
            <source>the save cannot be used</source>
            <translation>無法使用這個存檔</translation>
        </message>
        <message>
            <source>{problem}: {reason}</source>
            <translation>{problem}：{reason}</translation>
        </message>
    </context>
    <context>
        <name>Problem</name>
        <message>
            <source>the file or folder does not exist</source>
            <translation>檔案或資料夾不存在</translation>
        </message>
        <message>
            <source>this program may not use that file or folder (permissions)</source>
            <translation>沒有使用該檔案或資料夾的權限</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>磁碟已滿</translation>
        </message>
        <message>
            <source>the disk or folder can only be read, not written</source>
            <translation>磁碟或資料夾唯讀，無法寫入</translation>
        </message>
        <message>
            <source>that is a folder, not a file</source>
            <translation>那是資料夾，不是檔案</translation>
        </message>
        <message>
            <source>part of that path is not a folder</source>
            <translation>路徑中有一部分不是資料夾</translation>
        </message>
        <message>
            <source>the file name is too long</source>
            <translation>檔名太長</translation>
        </message>
        <message>
            <source>another program already uses that port</source>
            <translation>另一個程式已佔用該端口</translation>
        </message>
        <message>
            <source>that address does not belong to this computer</source>
            <translation>該位址不屬於這台電腦</translation>
        </message>
        <message>
            <source>no game answers at that address</source>
            <translation>該位址沒有遊戲回應</translation>
        </message>
        <message>
            <source>the other side closed the connection</source>
            <translation>對方關閉了連線</translation>
        </message>
        <message>
            <source>that computer cannot be reached</source>
            <translation>無法連線到那台電腦</translation>
        </message>
        <message>
            <source>there was no answer in time</source>
            <translation>沒有及時得到回應</translation>
        </message>
        <message>
            <source>no computer of that name is known</source>
            <translation>找不到這個名稱的電腦</translation>
        </message>
        <message>
            <source>the system reported a problem</source>
            <translation>系統回報了一個錯誤</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>詳情</translation>
        </message>
        <message>
            <source>Hide details</source>
            <translation>隱藏詳情</translation>
        </message>
        <message>
            <source>a file stands where a folder is needed</source>
            <translation>需要資料夾的位置上有一個同名檔案</translation>
        </message>
        <message>
            <source>Too many messages at once: wait a moment, then try again.</source>
            <translation>訊息發得太快了：請稍等片刻再試。</translation>
        </message>
        <message>
            <source>The host could not read what this window sent.</source>
            <translation>主機無法讀取這個視窗傳送的內容。</translation>
        </message>
        <message>
            <source>That was too large to send.</source>
            <translation>內容太大，無法傳送。</translation>
        </message>
        <message>
            <source>Only a player with a seat can do that.</source>
            <translation>只有入座的玩家才能這樣做。</translation>
        </message>
        <message>
            <source>Spectators watch: only the players act.</source>
            <translation>觀眾只能觀看：只有玩家才能行動。</translation>
        </message>
        <message>
            <source>That seat is no longer yours.</source>
            <translation>這個座位已經不屬於你了。</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>遊戲還沒有開始。</translation>
        </message>
        <message>
            <source>The game has already started.</source>
            <translation>遊戲已經開始了。</translation>
        </message>
        <message>
            <source>That house does not play in this game.</source>
            <translation>這個家族不在本局遊戲中。</translation>
        </message>
        <message>
            <source>The host refused that.</source>
            <translation>主機拒絕了這個請求。</translation>
        </message>
        <message>
            <source>Technical details (in English, for a bug report):</source>
            <translation>技術細節（英文，供回報問題時使用）：</translation>
        </message>
        <message>
            <source>Details:</source>
            <translation>詳細資訊：</translation>
        </message>
        <message>
            <source>a value was expected (the file may be cut short)</source>
            <translation>這裡應當有一個值（檔案可能被截斷了）</translation>
        </message>
        <message>
            <source>a name in double quotes was expected</source>
            <translation>這裡應當有一個帶雙引號的名稱</translation>
        </message>
        <message>
            <source>a comma was expected</source>
            <translation>這裡應當有一個逗號</translation>
        </message>
        <message>
            <source>a colon was expected</source>
            <translation>這裡應當有一個冒號</translation>
        </message>
        <message>
            <source>a text that is never closed (the file may be cut short)</source>
            <translation>一段沒有結束的文字（檔案可能被截斷了）</translation>
        </message>
        <message>
            <source>more after the end of the saved game</source>
            <translation>存檔結束後還有多餘的內容</translation>
        </message>
        <message>
            <source>a control character inside a text</source>
            <translation>文字中有控制字元</translation>
        </message>
        <message>
            <source>a backslash that starts no known sign</source>
            <translation>一個不代表任何已知符號的反斜線</translation>
        </message>
        <message>
            <source>a number a save never holds (NaN or Infinity)</source>
            <translation>存檔中不會有的數字（非數字或無窮大）</translation>
        </message>
        <message>
            <source>values nested deeper than a save ever is</source>
            <translation>數值巢狀得比任何存檔都深</translation>
        </message>
        <message>
            <source>a number with too many digits</source>
            <translation>位數過多的數字</translation>
        </message>
        <message>
            <source>Where in the file: line {line}, column {column}</source>
            <translation>檔案中的位置：第 {line} 行，第 {column} 欄</translation>
        </message>
        <message>
            <source>What was found there: {what}</source>
            <translation>那裡的情況：{what}</translation>
        </message>
        <message>
            <source>File: {path}</source>
            <translation>檔案：{path}</translation>
        </message>
        <message>
            <source>Problem: {problem}</source>
            <translation>問題：{problem}</translation>
        </message>
        <message>
            <source>System error number: {n}</source>
            <translation>系統錯誤編號：{n}</translation>
        </message>
    </context>
    <context>
        <name>GameOver</name>
        <message>
            <source>Castles and strongholds</source>
            <translation>城堡與要塞</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>補給</translation>
        </message>
        <message>
            <source>Power tokens</source>
            <translation>權力標記</translation>
        </message>
        <message>
            <source>place {n}</source>
            <translation>第 {n} 位</translation>
        </message>
        <message>
            <source>castles and strongholds</source>
            <translation>城堡與要塞</translation>
        </message>
        <message>
            <source>land areas</source>
            <translation>陸地區域</translation>
        </message>
        <message>
            <source>supply</source>
            <translation>補給</translation>
        </message>
        <message>
            <source>supply barrels</source>
            <translation>補給桶</translation>
        </message>
        <message>
            <source>power tokens</source>
            <translation>權力標記</translation>
        </message>
        <message>
            <source>the Iron Throne track</source>
            <translation>鐵王座軌道</translation>
        </message>
        <message>
            <source>{house} holds {castles} castles and strongholds at once in round {round}: the {needed} needed to win.</source>
            <translation>{house}在第 {round} 輪同時佔有 {castles} 座城堡與要塞：達到獲勝所需的 {needed} 座。</translation>
        </message>
        <message>
            <source>After round {round}, {houses} are equal on every measure and share the win.</source>
            <translation>第 {round} 輪結束後，{houses}在各項比較中完全相同，共同獲勝。</translation>
        </message>
        <message>
            <source>After round {round}, {house} holds the most castles and strongholds ({n}).</source>
            <translation>第 {round} 輪結束後，{house}佔有最多的城堡與要塞（{n} 座）。</translation>
        </message>
        <message>
            <source>After round {round}, {house} wins on {measure}.</source>
            <translation>第 {round} 輪結束後，{house}憑{measure}獲勝。</translation>
        </message>
        <message>
            <source>After round {round}, {house} and {other} are equal on {tied}; {house} wins on {measure}: {mine} against {theirs}.</source>
            <translation>第 {round} 輪結束後，{house}與{other}在{tied}上相同；{house}憑{measure}獲勝：{mine} 對 {theirs}。</translation>
        </message>
        <message>
            <source>No round has ended yet.</source>
            <translation>還沒有結束的輪次。</translation>
        </message>
        <message>
            <source>Battles won and lost</source>
            <translation>戰鬥勝負</translation>
        </message>
        <message>
            <source>{won} won, {lost} lost</source>
            <translation>勝 {won}，負 {lost}</translation>
        </message>
        <message>
            <source>Only the host of a LAN game has its save.</source>
            <translation>只有區域網路遊戲的主機才有它的存檔。</translation>
        </message>
        <message>
            <source>A shared win: {houses}</source>
            <translation>共同獲勝：{houses}</translation>
        </message>
        <message>
            <source>{house} wins the game</source>
            <translation>{house}贏得了遊戲</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>最終排名</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>新遊戲……</translation>
        </message>
        <message>
            <source>Watch the replay</source>
            <translation>觀看回放</translation>
        </message>
        <message>
            <source>Save the game…</source>
            <translation>儲存遊戲……</translation>
        </message>
        <message>
            <source>Back to the start</source>
            <translation>返回開始頁</translation>
        </message>
        <message>
            <source>Look at the board</source>
            <translation>查看棋盤</translation>
        </message>
        <message>
            <source>Chart of the game</source>
            <translation>本局統計圖</translation>
        </message>
            <message>
            <source>victory points</source>
            <translation>勝利點</translation>
        </message>
        <message>
            <source>{house} reaches {points} victory points at the end of round {round}.</source>
            <translation>{house} 在第 {round} 回合結束時達到 {points} 勝利點。</translation>
        </message>
        <message>
            <source>After round {round}, {house} has the most victory points ({n}).</source>
            <translation>第 {round} 回合結束後，{house} 的勝利點最多（{n}）。</translation>
        </message>
        <message>
            <source>Victory points</source>
            <translation>勝利點</translation>
        </message>
        <message>
            <source>The table declared {house} the winner in round {round}.</source>
            <translation>牌桌在第 {round} 輪宣布{house}獲勝。</translation>
        </message>
        <message>
            <source>Every other player's chess clock ran out: {house} wins in round {round}.</source>
            <translation>其他所有玩家的棋鐘都已用完：{house}在第 {round} 輪獲勝。</translation>
        </message>
</context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>查詢範圍(&amp;L)：</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>檔案類型(&amp;T)：</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <translation>資料夾</translation>
        </message>
        <message>
            <source>File</source>
            <translation>檔案</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>磁碟機</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Folder</source>
            <translation>資料夾</translation>
        </message>
    </context>
    <context>
        <name>Objectives</name>
            <message>
            <source>Keep your objectives</source>
            <translation>保留目標卡</translation>
        </message>
        <message>
            <source>Score an objective</source>
            <translation>完成一個目標</translation>
        </message>
        <message>
            <source>Shifting Ambitions</source>
            <translation>野心易主</translation>
        </message>
        <message>
            <source>New Information</source>
            <translation>新情報</translation>
        </message>
        <message>
            <source>Objectives</source>
            <translation>目標</translation>
        </message>
        <message>
            <source>Keep {n} of these objective cards; the others are shuffled back into the deck. Nobody else sees which you keep.</source>
            <translation>從這些目標卡中保留 {n} 張，其餘洗回牌堆。其他人看不到你保留了哪些。</translation>
        </message>
        <message>
            <source>You meet these objectives now: score one of them for good (it is shown face up to everyone), or none this round.</source>
            <translation>你現在達成了這些目標：選一張完成（永久計分，所有人都能看到），或本回合不完成。</translation>
        </message>
        <message>
            <source>Put {n} objective card face down into the pool; then every house takes one from the pool, face up, in turn order.</source>
            <translation>把 {n} 張目標卡面朝下放入公共池；然後各家族按回合順序從翻開的公共池中各拿一張。</translation>
        </message>
        <message>
            <source>Shuffle {n} objective card back into the deck.</source>
            <translation>把 {n} 張目標卡洗回牌堆。</translation>
        </message>
        <message>
            <source>met now</source>
            <translation>現已達成</translation>
        </message>
        <message>
            <source>not met</source>
            <translation>未達成</translation>
        </message>
        <message>
            <source>{name} · {points} pt · {state}</source>
            <translation>{name} · {points} 點 · {state}</translation>
        </message>
        <message>
            <source>Score none</source>
            <translation>不完成</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>確認</translation>
        </message>
        <message>
            <source>Chosen: {n} of {count}</source>
            <translation>已選：{n} / {count}</translation>
        </message>
        <message>
            <source>(victory at {n} points)</source>
            <translation>（{n} 點獲勝）</translation>
        </message>
        <message>
            <source>Your objectives</source>
            <translation>你的目標</translation>
        </message>
        <message>
            <source>Victory points (victory at {n})</source>
            <translation>勝利點數（{n} 點獲勝）</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>詳情</translation>
        </message>
        <message>
            <source>none in hand</source>
            <translation>手中沒有</translation>
        </message>
        <message>
            <source>{n} pt</source>
            <translation>{n} 點</translation>
        </message>
        <message>
            <source>Special objectives (+1 every round)</source>
            <translation>特殊目標（每回合 +1）</translation>
        </message>
        <message>
            <source>Victory points and scored objectives</source>
            <translation>勝利點與已完成的目標</translation>
        </message>
        <message>
            <source>{house}: {points} of {goal} points, {n} in hand</source>
            <translation>{house}：{points} / {goal} 點，手中 {n} 張</translation>
        </message>
        <message>
            <source>Objective deck: {n} cards</source>
            <translation>目標牌堆：{n} 張</translation>
        </message>
        <message>
            <source>Scored</source>
            <translation>已完成</translation>
        </message>
</context>
    <context>
        <name>Gifts</name>
        <message>
            <source>Power-token gifts between players</source>
            <translation>玩家之間贈送權力標記</translation>
        </message>
        <message>
            <source>Players may give each other power tokens at any time, except while bids are made or in a battle once support is declared.</source>
            <translation>玩家可隨時互相贈送權力標記，但競標進行時不可，戰鬥中宣布支援之後也不可。</translation>
        </message>
        <message>
            <source>Power-token gifts are not part of this edition.</source>
            <translation>此版本沒有贈送權力標記的規則。</translation>
        </message>
        <message>
            <source>Give power…</source>
            <translation>贈送權力……</translation>
        </message>
        <message>
            <source>Give some of your power tokens to another player.</source>
            <translation>將你的一些權力標記贈送給另一位玩家。</translation>
        </message>
        <message>
            <source>Power tokens cannot be given now (not while bids are made, nor in a battle once support is declared, nor before you answer what the game asks of you).</source>
            <translation>現在不能贈送權力標記（競標進行時、戰鬥中宣布支援之後、或在你回答遊戲的詢問之前，均不可贈送）。</translation>
        </message>
        <message>
            <source>Give power</source>
            <translation>贈送權力</translation>
        </message>
        <message>
            <source>{house} has {n} available power token(s).</source>
            <translation>{house}有{n}個可用的權力標記。</translation>
        </message>
        <message>
            <source>{house} (power {n})</source>
            <translation>{house}（權力 {n}）</translation>
        </message>
        <message>
            <source>To</source>
            <translation>贈予</translation>
        </message>
        <message>
            <source>Power tokens</source>
            <translation>權力標記數</translation>
        </message>
        <message>
            <source>Give</source>
            <translation>贈送</translation>
        </message>
    </context>
    <context>
        <name>Variants</name>
        <message>
            <source>Draft house cards</source>
            <translation>家族卡輪抽</translation>
        </message>
        <message>
            <source>Before round 1 the player houses take turns picking their hands from a pool of decks; any house may take any card, and every pick is public.</source>
            <translation>第 1 輪之前，各玩家家族從多副牌組成的牌池中輪流挑選手牌；任何家族都可拿任何卡，每次挑選公開。</translation>
        </message>
        <message>
            <source>Draft the influence tracks</source>
            <translation>輪抽勢力軌位置</translation>
        </message>
        <message>
            <source>A draft turn may take the best free place on an influence track instead of a card.</source>
            <translation>輪抽的一次機會可以改為佔取某條勢力軌上最好的空位。</translation>
        </message>
        <message>
            <source>Thematic draft</source>
            <translation>主題輪抽</translation>
        </message>
        <message>
            <source>Each house picks only its own house's cards, from every deck drafted from, all at once and in secret until everyone is done.</source>
            <translation>每個家族只從所用牌組中挑選本家族的卡，所有家族同時祕密挑選，全部選完後才公開。</translation>
        </message>
        <message>
            <source>Limited draft</source>
            <translation>限定輪抽</translation>
        </message>
        <message>
            <source>The pool keeps only the cards of houses that are in the game.</source>
            <translation>牌池只保留本局中出場家族的卡。</translation>
        </message>
        <message>
            <source>Random draft</source>
            <translation>隨機輪抽</translation>
        </message>
        <message>
            <source>Nobody picks: the hands (and, with the track draft, the track places) are dealt at random.</source>
            <translation>無人挑選：手牌（配合勢力軌輪抽時還有勢力軌位置）隨機發放。</translation>
        </message>
        <message>
            <source>Blind draft</source>
            <translation>盲抽</translation>
        </message>
        <message>
            <source>A random draft whose hands stay hidden from the other players until the game ends; a card shows when it is played.</source>
            <translation>隨機輪抽，手牌在遊戲結束前對其他玩家保密；卡牌打出時才會亮出。</translation>
        </message>
        <message>
            <source>Perpetuum random</source>
            <translation>永續隨機</translation>
        </message>
        <message>
            <source>When a house takes its discards back, each is swapped for a random pool card of the same strength.</source>
            <translation>家族收回棄牌時，每張換成牌池中同戰力的一張隨機卡。</translation>
        </message>
        <message>
            <source>Decks to draft from</source>
            <translation>輪抽所用牌組</translation>
        </message>
        <message>
            <source>The deck groups the draft pool is made of.</source>
            <translation>組成輪抽牌池的牌組。</translation>
        </message>
        <message>
            <source>Draft the starting positions</source>
            <translation>輪抽起始佈置</translation>
        </message>
        <message>
            <source>Before the card draft each player reshapes its starting units within its own territory.</source>
            <translation>在卡牌輪抽之前，每位玩家在自己的領地內重新佈置起始部隊。</translation>
        </message>
        <message>
            <source>A Storm of Swords house cards</source>
            <translation>《劍之風暴》家族卡</translation>
        </message>
        <message>
            <source>The six base houses fight with A Storm of Swords' house cards.</source>
            <translation>六個基礎家族使用《劍之風暴》的家族卡作戰。</translation>
        </message>
        <message>
            <source>A Dance with Dragons house cards</source>
            <translation>《魔龍的狂舞》家族卡</translation>
        </message>
        <message>
            <source>The base houses fight with A Dance with Dragons' decks, Arryn with A Feast for Crows' and Targaryen with its second deck.</source>
            <translation>基礎家族使用《魔龍的狂舞》的牌組，艾林使用《群鴉的盛宴》的，坦格利安使用其第二副牌組。</translation>
        </message>
        <message>
            <source>First-edition house cards</source>
            <translation>第一版家族卡</translation>
        </message>
        <message>
            <source>The six base houses fight with the first edition's house cards.</source>
            <translation>六個基礎家族使用第一版的家族卡作戰。</translation>
        </message>
        <message>
            <source>House cards evolve</source>
            <translation>家族卡進化</translation>
        </message>
        <message>
            <source>From the chosen round on, a house that has played its last card takes up its alternative deck instead of its discards.</source>
            <translation>從所選輪次起，打完最後一張卡的家族改用其備用牌組，而不是收回棄牌。</translation>
        </message>
        <message>
            <source>Random houses</source>
            <translation>隨機家族</translation>
        </message>
        <message>
            <source>The players are dealt houses at random.</source>
            <translation>玩家隨機分配家族。</translation>
        </message>
        <message>
            <source>Shuffle the chosen houses</source>
            <translation>打亂所選家族</translation>
        </message>
        <message>
            <source>The houses taken at the table are shuffled among the players.</source>
            <translation>桌上選定的家族在玩家之間隨機分配。</translation>
        </message>
        <message>
            <source>Random vassal assignment</source>
            <translation>隨機分配附庸</translation>
        </message>
        <message>
            <source>Each round the vassals are handed out at random instead of claimed.</source>
            <translation>每輪附庸隨機分配，而不是認領。</translation>
        </message>
        <message>
            <source>Random starting positions</source>
            <translation>隨機起始位置</translation>
        </message>
        <message>
            <source>The houses (Targaryen excepted) start from each other's starting positions.</source>
            <translation>各家族（坦格利安除外）互換起始位置。</translation>
        </message>
        <message>
            <source>Vassal starting positions</source>
            <translation>附庸起始位置</translation>
        </message>
        <message>
            <source>Player houses start with the units of their vassal setup.</source>
            <translation>玩家家族以其附庸佈置的部隊開局。</translation>
        </message>
        <message>
            <source>Mustering before round 1</source>
            <translation>第 1 輪前徵召</translation>
        </message>
        <message>
            <source>Round 1 begins with a full Mustering before any order is placed.</source>
            <translation>第 1 輪在放置命令之前先進行一次完整的徵召。</translation>
        </message>
        <message>
            <source>Mother of Dragons' modules everywhere</source>
            <translation>《魔龍之母》模組通用</translation>
        </message>
        <message>
            <source>Vassals, the Iron Bank, sea orders and power-token gifts in every edition.</source>
            <translation>附庸、鐵金庫、海上命令和權力標記贈送可用於所有版本。</translation>
        </message>
        <message>
            <source>Castles needed to win</source>
            <translation>獲勝所需城堡</translation>
        </message>
        <message>
            <source>Castles and strongholds (or victory points) a house needs to win at once.</source>
            <translation>家族立即獲勝所需的城堡和要塞數（或勝利點數）。</translation>
        </message>
        <message>
            <source>Loyalty needed to win</source>
            <translation>獲勝所需忠誠</translation>
        </message>
        <message>
            <source>Loyalty tokens Targaryen needs to win.</source>
            <translation>坦格利安獲勝所需的忠誠標記數。</translation>
        </message>
        <message>
            <source>Hold the target to the round's end</source>
            <translation>守住目標到本輪結束</translation>
        </message>
        <message>
            <source>Reaching the target wins only if the house still holds it when the round ends.</source>
            <translation>達到目標後，只有在本輪結束時仍然守住才算獲勝。</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>無盡模式</translation>
        </message>
        <message>
            <source>No last round; some decks are reshuffled every ten rounds.</source>
            <translation>沒有最後一輪；每十輪重洗部分牌堆。</translation>
        </message>
        <message>
            <source>Game length</source>
            <translation>遊戲長度</translation>
        </message>
        <message>
            <source>How many rounds the game lasts.</source>
            <translation>遊戲進行的輪數。</translation>
        </message>
        <message>
            <source>Tides of Battle without 3s</source>
            <translation>戰局卡去掉 3</translation>
        </message>
        <message>
            <source>Both 3s leave the Tides of Battle deck.</source>
            <translation>兩張 3 從戰局卡牌堆中移除。</translation>
        </message>
        <message>
            <source>Tides of Battle without skulls</source>
            <translation>戰局卡去掉骷髏</translation>
        </message>
        <message>
            <source>Both skulls leave the Tides of Battle deck.</source>
            <translation>兩張骷髏從戰局卡牌堆中移除。</translation>
        </message>
        <message>
            <source>Tides of Battle with two 2s</source>
            <translation>戰局卡只留兩張 2</translation>
        </message>
        <message>
            <source>Two of the four 2s leave the Tides of Battle deck.</source>
            <translation>戰局卡牌堆中的四張 2 移除兩張。</translation>
        </message>
        <message>
            <source>Mixed Westeros deck I</source>
            <translation>混合維斯特洛牌堆 I</translation>
        </message>
        <message>
            <source>Three cards of Westeros deck I are swapped for A Feast for Crows' cards.</source>
            <translation>維斯特洛牌堆 I 中的三張卡換成《群鴉的盛宴》的卡。</translation>
        </message>
        <message>
            <source>Look ahead at the Westeros decks</source>
            <translation>預看維斯特洛牌堆</translation>
        </message>
        <message>
            <source>The next three cards of every Westeros deck are open to everyone.</source>
            <translation>每個維斯特洛牌堆接下來的三張卡對所有人公開。</translation>
        </message>
        <message>
            <source>Dragon War</source>
            <translation>巨龍之戰</translation>
        </message>
        <message>
            <source>Every house starts with a dragon; home garrisons are stronger and two cards weaker.</source>
            <translation>每個家族開局擁有一條龍；本土守軍更強，兩張卡被削弱。</translation>
        </message>
        <message>
            <source>Dragon Revenge</source>
            <translation>巨龍復仇</translation>
        </message>
        <message>
            <source>A house without castles whose last land unit is left sees it become a dragon.</source>
            <translation>沒有城堡的家族只剩最後一個陸地單位時，該單位變成一條龍。</translation>
        </message>
        <message>
            <source>Community balancing</source>
            <translation>社區平衡</translation>
        </message>
        <message>
            <source>Ships and dragons adjusted for the six-house base game and the eight-house Mother of Dragons.</source>
            <translation>為六家族基礎遊戲和八家族《魔龍之母》調整艦船和龍。</translation>
        </message>
        <message>
            <source>A port for the Eyrie</source>
            <translation>鷹巢城港口</translation>
        </message>
        <message>
            <source>In A Feast for Crows the Eyrie has a port, and Mercantile Ventures scores 1 for Arryn.</source>
            <translation>在《群鴉的盛宴》中鷹巢城有港口，“商業冒險”為艾林只計 1 分。</translation>
        </message>
        <message>
            <source>Fog of war</source>
            <translation>戰爭迷霧</translation>
        </message>
        <message>
            <source>Each player sees only the areas in sight of its own pieces; the host keeps the rest secret.</source>
            <translation>每位玩家只能看到自己部隊視野內的區域；其餘由主機保密。</translation>
        </message>
        <message>
            <source>Faceless</source>
            <translation>無面者</translation>
        </message>
        <message>
            <source>The players' names are hidden from each other until the game ends.</source>
            <translation>遊戲結束前，玩家彼此看不到對方的名字。</translation>
        </message>
        <message>
            <source>No private chats</source>
            <translation>禁止私聊</translation>
        </message>
        <message>
            <source>Only the public chat is open.</source>
            <translation>只開放公共聊天。</translation>
        </message>
        <message>
            <source>Tournament mode</source>
            <translation>錦標賽模式</translation>
        </message>
        <message>
            <source>Only pausing, resuming and replacing a player by a vassal can be put to a vote.</source>
            <translation>只有暫停、繼續和以附庸替換玩家可以投票。</translation>
        </message>
        <message>
            <source>Private game</source>
            <translation>私人遊戲</translation>
        </message>
        <message>
            <source>A game among people who know each other: a paused clock does not start again by itself.</source>
            <translation>熟人之間的遊戲：暫停的計時鐘不會自動恢復。</translation>
        </message>
        <message>
            <source>Chess clock</source>
            <translation>棋鐘</translation>
        </message>
        <message>
            <source>Minutes on each player's clock; a house whose clock runs out becomes a vassal.</source>
            <translation>每位玩家鐘上的分鐘數；鐘走完的家族成為附庸。</translation>
        </message>
        <message>
            <source>House-card drafts</source>
            <translation>家族卡輪抽</translation>
        </message>
        <message>
            <source>Other house cards</source>
            <translation>其他家族卡</translation>
        </message>
        <message>
            <source>Houses and starts</source>
            <translation>家族與開局</translation>
        </message>
        <message>
            <source>Victory and length</source>
            <translation>勝利與長度</translation>
        </message>
        <message>
            <source>Combat and Westeros</source>
            <translation>戰鬥與維斯特洛</translation>
        </message>
        <message>
            <source>Dragons and balance</source>
            <translation>巨龍與平衡</translation>
        </message>
        <message>
            <source>Hidden information</source>
            <translation>隱藏資訊</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>牌桌上</translation>
        </message>
        <message>
            <source>Second edition and Mother of Dragons (deck A)</source>
            <translation>第二版與《魔龍之母》（A 組）</translation>
        </message>
        <message>
            <source>A Dance with Dragons, A Feast for Crows and Mother of Dragons (deck B)</source>
            <translation>《魔龍的狂舞》《群鴉的盛宴》與《魔龍之母》（B 組）</translation>
        </message>
        <message>
            <source>A Storm of Swords</source>
            <translation>《劍之風暴》</translation>
        </message>
        <message>
            <source>First edition</source>
            <translation>第一版</translation>
        </message>
        <message>
            <source>Tides of Battle</source>
            <translation>戰局卡</translation>
        </message>
        <message>
            <source>Vassals</source>
            <translation>附庸</translation>
        </message>
        <message>
            <source>The Iron Bank</source>
            <translation>鐵金庫</translation>
        </message>
        <message>
            <source>Sea orders</source>
            <translation>海上命令</translation>
        </message>
        <message>
            <source>Power-token gifts</source>
            <translation>權力標記贈送</translation>
        </message>
        <message>
            <source>off</source>
            <translation>關</translation>
        </message>
        <message>
            <source>on</source>
            <translation>開</translation>
        </message>
        <message>
            <source>as the edition plays it</source>
            <translation>按版本規則</translation>
        </message>
        <message>
            <source>all of them</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>{n} min</source>
            <translation>{n} 分鐘</translation>
        </message>
        <message>
            <source>Default: {value}</source>
            <translation>預設：{value}</translation>
        </message>
        <message>
            <source>Variants</source>
            <translation>變體</translation>
        </message>
        <message>
            <source>No variant can be played yet.</source>
            <translation>暫時還沒有可玩的變體。</translation>
        </message>
        <message>
            <source>No variants</source>
            <translation>不用變體</translation>
        </message>
        <message>
            <source>Play the game as its edition plays it.</source>
            <translation>按所選版本的原本規則進行遊戲。</translation>
        </message>
        <message>
            <source>This combination cannot be played: {why}</source>
            <translation>這個組合不能玩：{why}。</translation>
        </message>
        <message>
            <source>None: the edition as it is</source>
            <translation>無：按版本原本規則</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>選擇……</translation>
        </message>
        <message>
            <source>House-card drafts and the other variants this game may be played with.</source>
            <translation>本局可用的家族卡輪抽及其他變體。</translation>
        </message>
    </context>
    <context>
        <name>VariantRefusal</name>
        <message>
            <source>there is no variant {variant}</source>
            <translation>沒有名為{variant}的變體</translation>
        </message>
        <message>
            <source>{variant} cannot be played yet</source>
            <translation>{variant}暫時還不能玩</translation>
        </message>
        <message>
            <source>{variant} cannot be set to {value}</source>
            <translation>{variant}不能設為{value}</translation>
        </message>
        <message>
            <source>{variant} takes a number from {min} to {max}</source>
            <translation>{variant}的取值為 {min} 到 {max}</translation>
        </message>
        <message>
            <source>{variant} is not played in {ruleset}</source>
            <translation>{ruleset}中不能玩{variant}</translation>
        </message>
        <message>
            <source>{variant} is not played with {n} houses</source>
            <translation>{n} 個家族的遊戲不能玩{variant}</translation>
        </message>
        <message>
            <source>{variant} is played only together with {other}</source>
            <translation>{variant}只能與{other}一起玩</translation>
        </message>
        <message>
            <source>{variant} is played only with the option {option}</source>
            <translation>{variant}只能在開啟{option}時玩</translation>
        </message>
        <message>
            <source>{variant} cannot be played together with {other}</source>
            <translation>{variant}不能與{other}一起玩</translation>
        </message>
        <message>
            <source>{variant} needs at least {n} deck groups to draft from</source>
            <translation>{variant}至少需要 {n} 組牌組來輪抽</translation>
        </message>
        <message>
            <source>{deck} cannot be drafted from in this game</source>
            <translation>本局不能從{deck}中輪抽</translation>
        </message>
        <message>
            <source>the decks drafted from hold too few cards of strength {n} for every player</source>
            <translation>輪抽所用牌組中戰力為 {n} 的卡不夠每位玩家分配</translation>
        </message>
        <message>
            <source>the decks drafted from hold too few cards of strength {n} for {house}</source>
            <translation>輪抽所用牌組中{house}戰力為 {n} 的卡不夠</translation>
        </message>
        <message>
            <source>{variant} cannot be set to {value} in {ruleset}</source>
            <translation>在{ruleset}中，{variant}不能設為{value}</translation>
        </message>
    </context>
    <context>
        <name>Draft</name>
        <message>
            <source>All</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>Cards: {n}</source>
            <translation>可選卡：{n}</translation>
        </message>
        <message>
            <source>Draft order (cards drafted; in bold: picking now):</source>
            <translation>輪抽順序（已抽卡數；粗體為正在挑選）：</translation>
        </message>
        <message>
            <source>Draft this card</source>
            <translation>輪抽這張卡</translation>
        </message>
        <message>
            <source>Draft</source>
            <translation>輪抽</translation>
        </message>
        <message>
            <source>Every card offered</source>
            <translation>所有可選的卡</translation>
        </message>
        <message>
            <source>Everyone picks at once; nobody sees your cards until every house is done.</source>
            <translation>所有家族同時挑選；在所有家族選完之前，沒有人能看到你的卡。</translation>
        </message>
        <message>
            <source>House-card draft: your pick</source>
            <translation>家族卡輪抽：輪到你挑選</translation>
        </message>
        <message>
            <source>Houses drafting (cards picked):</source>
            <translation>正在輪抽的家族（已選卡數）：</translation>
        </message>
        <message>
            <source>One pick per turn, in the draft's order; every pick is public.</source>
            <translation>按輪抽順序每次挑選一張；每次挑選都公開。</translation>
        </message>
        <message>
            <source>Pick a card (or a place on a track).</source>
            <translation>挑選一張卡（或勢力軌上的一個位置）。</translation>
        </message>
        <message>
            <source>Pick a card.</source>
            <translation>挑選一張卡。</translation>
        </message>
        <message>
            <source>Place {place} on the {track} track</source>
            <translation>{track}軌上的第 {place} 位</translation>
        </message>
        <message>
            <source>Places taken:</source>
            <translation>已佔位置：</translation>
        </message>
        <message>
            <source>Take this place</source>
            <translation>佔取這個位置</translation>
        </message>
        <message>
            <source>Thematic draft: pick your house's cards</source>
            <translation>主題輪抽：挑選你家族的卡</translation>
        </message>
        <message>
            <source>Your hand: {n}/{size}</source>
            <translation>你的手牌：{n}/{size}</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>尚無</translation>
        </message>
        <message>
            <source>{card} · {house}</source>
            <translation>{card} · {house}</translation>
        </message>
        <message>
            <source>Each card offered fills a free slot of your hand (strength × cards): {slots}</source>
            <translation>每張可選的卡都填入你手牌中一個空位（戰力 × 張數）：{slots}</translation>
        </message>
        <message>
            <source>Hand hidden (blind draft) until the game ends</source>
            <translation>手牌隱藏（盲抽），遊戲結束時公開</translation>
        </message>
        <message>
            <source>Or take the best free place on a track:</source>
            <translation>或佔取某條勢力軌上最好的空位：</translation>
        </message>
        <message>
            <source>Your pick: {card}.</source>
            <translation>你的選擇：{card}。</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>The game is paused: nobody moves and no clock runs until it resumes.</source>
            <translation>遊戲已暫停：繼續之前沒有人行動，計時也不走。</translation>
        </message>
        <message>
            <source>Someone</source>
            <translation>有人</translation>
        </message>
        <message>
            <source>{who} asks to pause the game</source>
            <translation>{who} 提議暫停遊戲</translation>
        </message>
        <message>
            <source>{who} asks to resume the game</source>
            <translation>{who} 提議繼續遊戲</translation>
        </message>
        <message>
            <source>{who} asks to end the game after this round</source>
            <translation>{who} 提議本輪結束後結束遊戲</translation>
        </message>
        <message>
            <source>{who} asks to declare {house} the winner</source>
            <translation>{who} 提議宣布{house}獲勝</translation>
        </message>
        <message>
            <source>{who} asks for 15 more minutes on every chess clock</source>
            <translation>{who} 提議每個棋鐘增加 15 分鐘</translation>
        </message>
        <message>
            <source>{who} ({by}) offers to swap houses with {house}</source>
            <translation>{who}（{by}）提議與{house}交換家族</translation>
        </message>
        <message>
            <source>{who} asks to make {house} a vassal</source>
            <translation>{who} 提議讓{house}成為附庸</translation>
        </message>
        <message>
            <source>{who}, watching, asks to take over {house}</source>
            <translation>觀眾 {who} 請求接手{house}</translation>
        </message>
        <message>
            <source>{who}, watching, asks to take over the vassal {house}</source>
            <translation>觀眾 {who} 請求接手附庸{house}</translation>
        </message>
        <message>
            <source>{n} s</source>
            <translation>{n} 秒</translation>
        </message>
        <message>
            <source>{yes} of {needed} yes needed</source>
            <translation>贊成 {yes} 票，需要 {needed} 票</translation>
        </message>
        <message>
            <source>{n} min</source>
            <translation>{n} 分鐘</translation>
        </message>
        <message>
            <source>pause the game</source>
            <translation>暫停</translation>
        </message>
        <message>
            <source>resume the game</source>
            <translation>繼續</translation>
        </message>
        <message>
            <source>end the game after this round</source>
            <translation>本輪後結束</translation>
        </message>
        <message>
            <source>declare a winner</source>
            <translation>宣布獲勝者</translation>
        </message>
        <message>
            <source>give every chess clock more time</source>
            <translation>延長棋鐘</translation>
        </message>
        <message>
            <source>swap houses</source>
            <translation>交換家族</translation>
        </message>
        <message>
            <source>make a house a vassal</source>
            <translation>讓家族成為附庸</translation>
        </message>
        <message>
            <source>take over a house</source>
            <translation>接手家族</translation>
        </message>
        <message>
            <source>take over a vassal</source>
            <translation>接手附庸</translation>
        </message>
        <message>
            <source>The table decides by vote.</source>
            <translation>由牌桌投票決定。</translation>
        </message>
        <message>
            <source>The host decides for the table.</source>
            <translation>由主機為牌桌做決定。</translation>
        </message>
        <message>
            <source>Nobody decides for the table in this game.</source>
            <translation>這局遊戲沒有人為牌桌做決定。</translation>
        </message>
        <message>
            <source>{who} asks the table something this program does not know</source>
            <translation>{who} 向牌桌提出了本程式不認識的請求</translation>
        </message>
        <message>
            <source>Accepted: {subject}.</source>
            <translation>已通過：{subject}。</translation>
        </message>
        <message>
            <source>Refused: {subject}.</source>
            <translation>被否決：{subject}。</translation>
        </message>
        <message>
            <source>Out of time, refused: {subject}.</source>
            <translation>時間已到，被否決：{subject}。</translation>
        </message>
        <message>
            <source>The game is paused: it resumes by itself in {time}.</source>
            <translation>遊戲已暫停：將在 {time}後自動繼續。</translation>
        </message>
        <message>
            <source>{time} left</source>
            <translation>剩餘 {time}</translation>
        </message>
        <message>
            <source>{subject}: the host decides.</source>
            <translation>{subject}：由主機決定。</translation>
        </message>
        <message>
            <source>{subject}: vote now ({needed} yes needed).</source>
            <translation>{subject}：請投票（需要 {needed} 票贊成）。</translation>
        </message>
        <message>
            <source>Called off: {subject} ({why}).</source>
            <translation>已取消：{subject}（{why}）。</translation>
        </message>
        <message>
            <source>Called off: {subject}.</source>
            <translation>已取消：{subject}。</translation>
        </message>
    </context>
    <context>
        <name>Scenario</name>
        <message>
            <source>{area}: add a {unit}</source>
            <translation>{area}：加入一個{unit}</translation>
        </message>
        <message>
            <source>{area}: remove a {unit}</source>
            <translation>{area}：移除一個{unit}</translation>
        </message>
        <message>
            <source>{area}: place a Power token</source>
            <translation>{area}：放置一個權力標記</translation>
        </message>
        <message>
            <source>{area}: take back your Power token</source>
            <translation>{area}：收回你的權力標記</translation>
        </message>
        <message>
            <source>{area}: a garrison of {n}</source>
            <translation>{area}：{n} 點駐軍</translation>
        </message>
        <message>
            <source>{area}: remove the garrison</source>
            <translation>{area}：移除駐軍</translation>
        </message>
        <message>
            <source>The board</source>
            <translation>局面</translation>
        </message>
        <message>
            <source>Every start is ready. Approve the board, or reject it and every house changes its start again.</source>
            <translation>所有起始佈置均已就緒。同意這一局面，或否決它，讓每個家族重新修改起始佈置。</translation>
        </message>
        <message>
            <source>Approve the board</source>
            <translation>同意局面</translation>
        </message>
        <message>
            <source>Reject the board</source>
            <translation>否決局面</translation>
        </message>
        <message>
            <source>Your start</source>
            <translation>你的起始佈置</translation>
        </message>
        <message>
            <source>Change your start in the areas marked on the map: add or remove units, place or take back Power tokens, set garrisons. Click an area to see only its changes. Say you are ready when your start suits you.</source>
            <translation>在地圖上標出的地區修改你的起始佈置：加入或移除部隊，放置或收回權力標記，設置駐軍。點擊一個地區只看該地區的修改。佈置滿意後選擇「就緒」。</translation>
        </message>
        <message>
            <source>Make this change</source>
            <translation>執行此修改</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>就緒</translation>
        </message>
        <message>
            <source>Changes in {area}:</source>
            <translation>{area}的修改：</translation>
        </message>
        <message>
            <source>Every change you may make ({n}):</source>
            <translation>你可以做的全部修改（{n} 項）：</translation>
        </message>
        <message>
            <source>Click to see the changes you may make here.</source>
            <translation>點擊查看你可以在此處做的修改。</translation>
        </message>
    </context>
</TS>
