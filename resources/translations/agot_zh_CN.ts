<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>CardText</name>
        <message>
            <source>When Stark wins, Stark (not the loser) picks the area the losing army retreats to; the chosen area must be a legal retreat that costs the loser the fewest units.</source>
            <translation>史塔克获胜时，由史塔克（而非失败方）选择失败方部队撤退的地区；所选地区必须是合法的撤退地区，并且使失败方损失的部队最少。</translation>
        </message>
        <message>
            <source>When Stark loses, it picks up every card in its house-card discard pile, Roose Bolton included, back into its hand.</source>
            <translation>史塔克失败时，将其弃牌堆中的所有家族卡（包括卢斯·波顿）收回手中。</translation>
        </message>
        <message>
            <source>Stark suffers no casualties in this combat caused by sword icons, house-card abilities or Tides of Battle cards.</source>
            <translation>本场战斗中，史塔克不会因宝剑图标、家族卡能力或战局卡而损失部队。</translation>
        </message>
        <message>
            <source>If Stark has a Defense order in the contested area, the bonus of that order counts double.</source>
            <translation>如果史塔克在争夺的地区有防御命令，该命令的加成翻倍。</translation>
        </message>
        <message>
            <source>When Lannister wins, it takes two Power tokens from the pool.</source>
            <translation>兰尼斯特获胜时，从权力库中拿取两个权力标记。</translation>
        </message>
        <message>
            <source>When Lannister is the attacker, each of its Footmen in the combat (including Lannister Footmen giving support) is worth 2 combat strength instead of 1.</source>
            <translation>兰尼斯特为进攻方时，其参战的每个步兵（包括提供支援的兰尼斯特步兵）战力为 2 而不是 1。</translation>
        </message>
        <message>
            <source>Lannister may void the card the opponent revealed and hand it back to them; the opponent must then reveal a different house card from hand, and if they have none they fight without a house card.</source>
            <translation>兰尼斯特可以使对手翻开的家族卡无效并归还对手手中；对手必须改为翻开另一张手牌，若没有其他牌则不使用家族卡作战。</translation>
        </message>
        <message>
            <source>When Lannister wins, it may take away one Order token belonging to the defeated house from any area of the board (not the March order that started this combat).</source>
            <translation>兰尼斯特获胜时，可以从地图上任意地区移除失败家族的一个命令标记（不能是引发本场战斗的行军命令）。</translation>
        </message>
        <message>
            <source>Gets +1 combat strength whenever the opposing house sits above Baratheon on the Iron Throne track.</source>
            <translation>如果对手在铁王座轨上的位置高于拜拉席恩，此牌战力 +1。</translation>
        </message>
        <message>
            <source>When Baratheon wins, it may swap one of its Footmen taking part in the fight (including a supporting Baratheon Footman) for a Knight from its reserve.</source>
            <translation>拜拉席恩获胜时，可以把一个参战的步兵（包括提供支援的拜拉席恩步兵）换成后备中的一个骑士。</translation>
        </message>
        <message>
            <source>If the Stannis Baratheon card is currently in Baratheon's discard pile, this card gains +1 combat strength and one extra sword icon.</source>
            <translation>如果史坦尼斯·拜拉席恩在拜拉席恩的弃牌堆中，此牌战力 +1 并多一个宝剑图标。</translation>
        </message>
        <message>
            <source>While Baratheon is receiving support in this combat, every Ship that does not belong to Baratheon (on either side, attacking, defending or supporting) counts for 0 combat strength.</source>
            <translation>只要拜拉席恩在本场战斗中获得支援，所有不属于拜拉席恩的战船（无论哪一方，进攻、防守或支援）战力都为 0。</translation>
        </message>
        <message>
            <source>After the combat is over, Baratheon may look at the opponent's hand of house cards and pick one of them to be discarded.</source>
            <translation>战斗结束后，拜拉席恩可以查看对手手中的家族卡，并选择其中一张弃掉。</translation>
        </message>
        <message>
            <source>When Greyjoy is the attacker, each of its Ships in the combat (including supporting Greyjoy Ships) is worth 2 combat strength instead of 1.</source>
            <translation>葛雷乔伊为进攻方时，其参战的每艘战船（包括提供支援的葛雷乔伊战船）战力为 2 而不是 1。</translation>
        </message>
        <message>
            <source>The number printed on the opponent's house card is treated as 0.</source>
            <translation>对手家族卡上印的战力视为 0。</translation>
        </message>
        <message>
            <source>When Greyjoy defends an area that has a Castle or Stronghold, this card gains +1 combat strength and one sword icon.</source>
            <translation>葛雷乔伊防守有城堡或要塞的地区时，此牌战力 +1 并获得一个宝剑图标。</translation>
        </message>
        <message>
            <source>If nobody is supporting Greyjoy in this combat, this card gains two sword icons and one fortification icon.</source>
            <translation>如果本场战斗中没有人支援葛雷乔伊，此牌获得两个宝剑图标和一个堡垒图标。</translation>
        </message>
        <message>
            <source>Greyjoy may at once pay two available Power tokens to discard Aeron and reveal another house card from its hand in his place (only if it has another card).</source>
            <translation>葛雷乔伊可以立即支付两个可用的权力标记，弃掉伊伦并改为翻开另一张手牌（仅当还有其他手牌时）。</translation>
        </message>
        <message>
            <source>Tyrell immediately destroys one enemy Footman that is attacking or defending in this combat (supporting units are not eligible).</source>
            <translation>提利尔立即消灭一个在本场战斗中进攻或防守的敌方步兵（提供支援的部队不能被选）。</translation>
        </message>
        <message>
            <source>If Tyrell attacked and won, its March order is placed in the conquered area instead of being discarded, and it may be carried out again later in the same round.</source>
            <translation>如果提利尔进攻并获胜，其行军命令不移除而是放到被攻占的地区，并可以在本轮稍后再次执行。</translation>
        </message>
        <message>
            <source>Tyrell immediately removes one of the opponent's Order tokens from an area adjacent to the contested area; the March order that began this combat cannot be chosen.</source>
            <translation>提利尔立即从与争夺地区相邻的地区移除对手的一个命令标记；不能选择引发本场战斗的行军命令。</translation>
        </message>
        <message>
            <source>If Martell defends and loses, the attacker may not enter the contested area; the attacking units go back to the area they marched from, while Martell's units still retreat as normal.</source>
            <translation>如果马泰尔防守失败，进攻方不能进入争夺的地区；进攻部队回到出发的地区，而马泰尔的部队仍照常撤退。</translation>
        </message>
        <message>
            <source>Gains one fortification icon when Martell defends, or one sword icon when Martell attacks.</source>
            <translation>马泰尔防守时获得一个堡垒图标，进攻时获得一个宝剑图标。</translation>
        </message>
        <message>
            <source>Martell immediately moves the opponent to the last position of one influence track that Martell chooses.</source>
            <translation>马泰尔立即把对手移到由马泰尔选择的一条势力轨的最后一位。</translation>
        </message>
        <message>
            <source>No effect.</source>
            <translation>没有效果。</translation>
        </message>
        <message>
            <source>Every house recounts the barrel icons in the areas it controls and sets its supply marker to that number (maximum 6); then each house must remove units until its armies fit the new supply level.</source>
            <translation>各家族重新计算其控制地区的补给桶图标，并把补给标记调整到该数值（最高 6）；然后各家族必须移除部队，直到军队符合新的补给等级。</translation>
        </message>
        <message>
            <source>In Iron Throne order, every house recruits in each of its areas with a Castle (1 mustering point) or Stronghold (2 points); all new units must respect supply limits.</source>
            <translation>按铁王座顺序，各家族在其每个有城堡（1 征兵点）或要塞（2 点）的地区征兵；所有新部队必须符合补给上限。</translation>
        </message>
        <message>
            <source>The Iron Throne holder decides whether this card acts as Supply, as Mustering, or does nothing.</source>
            <translation>铁王座持有者决定此牌视为调整补给、征募，或没有效果。</translation>
        </message>
        <message>
            <source>Shuffle this whole deck again (including this card and all previously drawn ones), then draw a new card from it and resolve that card in place of this one.</source>
            <translation>重新洗混整副牌（包括此牌和之前抽出的牌），然后抽一张新牌代替此牌结算。</translation>
        </message>
        <message>
            <source>Each house takes one Power token per crown (power) icon in the areas it controls, plus one for each port it controls that holds a ship, provided the sea next to that port holds no enemy ships.</source>
            <translation>各家族按其控制地区中的皇冠（权力）图标数拿取权力标记；另外，每个有己方战船且相邻海域没有敌方战船的己方港口再拿一个。</translation>
        </message>
        <message>
            <source>The Messenger Raven holder decides whether this card acts as Clash of Kings, as Game of Thrones, or does nothing.</source>
            <translation>信鸦持有者决定此牌视为列王纷争、权力的游戏，或没有效果。</translation>
        </message>
        <message>
            <source>All houses bid Power tokens secretly and simultaneously, once for each track in the order Iron Throne, Fiefdoms, King's Court; positions follow the bids, all bid tokens are lost, and ties are ordered by the Iron Throne holder (for the Iron Throne track the holder before this bid, afterwards the new holder).</source>
            <translation>所有家族按铁王座、封地、王庭的顺序，为每条轨道秘密同时出价权力标记；位置按出价排列，出价的标记全部失去，平局由铁王座持有者裁定（铁王座轨由出价前的持有者裁定，之后由新持有者裁定）。</translation>
        </message>
        <message>
            <source>The Valyrian Steel Blade holder picks one restriction for the coming Planning phase: no Defense orders, or no March +1 order, or no restriction at all.</source>
            <translation>瓦雷利亚钢剑持有者为接下来的计划阶段选择一项限制：禁止防御命令，或禁止行军+1 命令，或不加限制。</translation>
        </message>
        <message>
            <source>Nobody may place Defense orders in the coming Planning phase.</source>
            <translation>接下来的计划阶段，任何人都不能下达防御命令。</translation>
        </message>
        <message>
            <source>Nobody may place the March +1 order in the coming Planning phase.</source>
            <translation>接下来的计划阶段，任何人都不能下达行军+1 命令。</translation>
        </message>
        <message>
            <source>Nobody may place Raid orders in the coming Planning phase.</source>
            <translation>接下来的计划阶段，任何人都不能下达突袭命令。</translation>
        </message>
        <message>
            <source>Nobody may place Support orders in the coming Planning phase.</source>
            <translation>接下来的计划阶段，任何人都不能下达支援命令。</translation>
        </message>
        <message>
            <source>Nobody may place Consolidate Power orders in the coming Planning phase.</source>
            <translation>接下来的计划阶段，任何人都不能下达巩固权力命令。</translation>
        </message>
        <message>
            <source>The wildlings attack at the current Wildling threat value (see wildling_attack).</source>
            <translation>野人以当前的野人威胁值入侵。</translation>
        </message>
        <message>
            <source>No effect on anybody.</source>
            <translation>对任何人都没有效果。</translation>
        </message>
        <message>
            <source>Chooses either to destroy two of its own units anywhere on the board, or to drop two places on whichever influence track it currently stands highest on.</source>
            <translation>选择消灭自己在地图上任意两个单位，或者在其位置最高的势力轨上后退两位。</translation>
        </message>
        <message>
            <source>A second wildling attack of strength 6 follows at once; the highest bidder of the first attack takes no part in that bidding and receives neither reward nor penalty from it.</source>
            <translation>立即发生第二次力量为 6 的野人入侵；第一次出价最高者不参与这次出价，也不受其奖励或惩罚。</translation>
        </message>
        <message>
            <source>Swaps every one of its Knights on the board for Footmen from its reserve; any Knight that cannot be swapped (no Footman left) is destroyed.</source>
            <translation>把地图上自己的所有骑士换成后备中的步兵；无法替换（没有剩余步兵）的骑士被消灭。</translation>
        </message>
        <message>
            <source>Swaps two of its Knights for Footmen from its reserve; a Knight that cannot be swapped is destroyed.</source>
            <translation>把自己的两个骑士换成后备中的步兵；无法替换的骑士被消灭。</translation>
        </message>
        <message>
            <source>May swap up to two of its Footmen anywhere on the board for Knights from its reserve.</source>
            <translation>可以把地图上自己最多两个步兵换成后备中的骑士。</translation>
        </message>
        <message>
            <source>Moves down two steps on the Supply track (not below 0), then reconciles armies.</source>
            <translation>在补给轨上下降两格（不低于 0），然后调整军队。</translation>
        </message>
        <message>
            <source>Moves down one step on the Supply track (not below 0), then reconciles armies.</source>
            <translation>在补给轨上下降一格（不低于 0），然后调整军队。</translation>
        </message>
        <message>
            <source>Moves up one step on the Supply track (not above 6).</source>
            <translation>在补给轨上上升一格（不高于 6）。</translation>
        </message>
        <message>
            <source>If it holds more than one house card, discards every card in hand that shares the highest printed strength.</source>
            <translation>如果手中有不止一张家族卡，弃掉所有印有最高战力的手牌。</translation>
        </message>
        <message>
            <source>If it holds more than one house card, chooses one card from hand and discards it.</source>
            <translation>如果手中有不止一张家族卡，选择一张手牌弃掉。</translation>
        </message>
        <message>
            <source>Takes all of its discarded house cards back into its hand.</source>
            <translation>把所有弃掉的家族卡收回手中。</translation>
        </message>
        <message>
            <source>Is moved to the last position of all three influence tracks.</source>
            <translation>在三条势力轨上都移到最后一位。</translation>
        </message>
        <message>
            <source>In Iron Throne order, each chooses the Fiefdoms or the King's Court track and moves to the last position of that track.</source>
            <translation>按铁王座顺序，各自选择封地轨或王庭轨，并移到该轨的最后一位。</translation>
        </message>
        <message>
            <source>Moves to the first position of an influence track of its choice and takes that track's dominance token.</source>
            <translation>移到自选的一条势力轨的第一位，并拿取该轨的统治标记。</translation>
        </message>
        <message>
            <source>Destroys three of its own units anywhere on the board.</source>
            <translation>消灭自己在地图上任意三个单位。</translation>
        </message>
        <message>
            <source>Destroys two of its own units anywhere on the board.</source>
            <translation>消灭自己在地图上任意两个单位。</translation>
        </message>
        <message>
            <source>May take one house card of its choice from its discard pile back into its hand.</source>
            <translation>可以从弃牌堆中选一张家族卡收回手中。</translation>
        </message>
        <message>
            <source>Destroys two of its own units in one area it controls that has a Castle or Stronghold; if that is impossible, destroys two of its units anywhere.</source>
            <translation>在自己控制的一个有城堡或要塞的地区消灭两个自己的单位；若无法做到，则在任意地区消灭两个单位。</translation>
        </message>
        <message>
            <source>Destroys one of its own units anywhere on the board.</source>
            <translation>消灭自己在地图上任意一个单位。</translation>
        </message>
        <message>
            <source>May muster, under the normal mustering rules, in one area it controls that has a Castle or Stronghold.</source>
            <translation>可以按正常征兵规则，在自己控制的一个有城堡或要塞的地区征兵。</translation>
        </message>
        <message>
            <source>Loses all of its available Power tokens.</source>
            <translation>失去所有可用的权力标记。</translation>
        </message>
        <message>
            <source>Loses two available Power tokens (or all it has, if fewer).</source>
            <translation>失去两个可用的权力标记（不足两个则全部失去）。</translation>
        </message>
        <message>
            <source>Gets back every Power token it bid in this attack.</source>
            <translation>收回本次入侵中出价的所有权力标记。</translation>
        </message>
        <message>
            <source>If Baratheon wins, one Footman that took part in the battle may be turned into a Knight at no cost.</source>
            <translation>战胜后可以免费把1个参加战斗的步兵升级为骑兵。</translation>
        </message>
        <message>
            <source>If Baratheon wins, it may spend one Power token to pick one house card still in the opponent's hand and make it count as used.</source>
            <translation>战胜后可以花费1个权力道具来选择并耗尽对方手中的一张贵族将领牌。</translation>
        </message>
        <message>
            <source>The enemy's supporting Ships in this battle add 0 strength of their own (a +1 bonus on their Support order still counts).</source>
            <translation>敌方参加战斗的所有支援战船本身战力为0（但支援+1奖励仍然有效）。</translation>
        </message>
        <message>
            <source>If Lannister wins, it gains two Power tokens.</source>
            <translation>战胜后获得2个权力道具奖励。</translation>
        </message>
        <message>
            <source>If Lannister wins, it may remove any one of the opponent's orders from the board.</source>
            <translation>战胜后可以取消对方棋盘上的任意一个命令。</translation>
        </message>
        <message>
            <source>When Lannister attacks, each of its Footmen counts 2 strength instead of 1.</source>
            <translation>进攻时步兵战力为2（正常情况为1）。</translation>
        </message>
        <message>
            <source>As the battle is fought, one enemy Footman in it is killed at once.</source>
            <translation>战斗时立刻杀死对方的1个步兵。</translation>
        </message>
        <message>
            <source>The opponent's house card loses its special ability; this takes priority over the opponent's card text.</source>
            <translation>对方将领无法使用特殊能力。这条能力优先于对方将领的能力。</translation>
        </message>
        <message>
            <source>When Tyrell attacks, the defender's Defense order gives no bonus.</source>
            <translation>进攻时对方防守命令无效。</translation>
        </message>
        <message>
            <source>If Greyjoy wins, it may at once remove one Support or Consolidate Power order, belonging to any player, from an area adjacent to the battle.</source>
            <translation>战胜后可以立刻取消相邻地区的一个支援或巩固权力命令，不管这个命令属于哪个玩家。</translation>
        </message>
        <message>
            <source>The opponent's house card counts as strength 0.</source>
            <translation>对方的将领战力为0。</translation>
        </message>
        <message>
            <source>When Greyjoy attacks, each of its Ships counts 2 strength instead of 1.</source>
            <translation>进攻时战船战力为2（正常情况为1）。</translation>
        </message>
        <message>
            <source>When Stark attacks, each of its Knights counts 3 strength instead of 2.</source>
            <translation>进攻时骑兵战力为3（正常为2）。</translation>
        </message>
        <message>
            <source>Stark's Defense order bonus is doubled (+1 becomes +2, +2 becomes +4).</source>
            <translation>防守命令奖励加倍（+1变+2，+2变+4）。</translation>
        </message>
        <message>
            <source>If Stark wins, it may take one of its already used house cards back for reuse.</source>
            <translation>战胜后可以挑选一张用过的将领牌重新使用。</translation>
        </message>
        <message>
            <source>Each player counts the barrels in controlled areas and moves its supply marker; armies over the new limit must be reduced.</source>
            <translation>玩家清点自己的补给酒桶数，调整补给标记的位置。如果兵力超过补给限度，玩家必须拿走多余的兵力。</translation>
        </message>
        <message>
            <source>In Iron Throne order, each city gives 1 point (a footman, upgrading a footman to a knight, or a ship in an adjacent sea) and each stronghold gives 2 points (also allowing a knight outright); supply limits apply and no ship may be put into a sea holding another player's ships.</source>
            <translation>按照王座排名顺序增加兵力：城市提供一点（一个步兵、将一个步兵升级为骑兵，或在相邻海区增加一条战船），要塞提供两点（也可直接增加一个骑兵）；不能超过补给限度，不能往有其他玩家战船的海区放置战船。</translation>
        </message>
        <message>
            <source>Shuffle this deck again, then reveal its new top card and resolve that instead.</source>
            <translation>重洗本叠牌，然后重新翻开顶上一张并执行。</translation>
        </message>
        <message>
            <source>Nothing happens; continue with the next deck.</source>
            <translation>不发生任何事，继续处理下一叠。</translation>
        </message>
        <message>
            <source>All track positions are cleared and re-bid with Power tokens held in the fist: first the Iron Throne track (ties settled by the previous throne holder), then the Valyrian Steel Blade track, then the Messenger Raven track (ties settled by the new throne holder); all bids are lost.</source>
            <translation>所有影响力排名清空，玩家用握在拳中的权力道具重新竞标：先竞标王座排名（平局由原铁王座持有人决定），再依次竞标钢剑排名和信鸦排名（平局由新的铁王座持有人决定）；所有出价上交。</translation>
        </message>
        <message>
            <source>Each player gains one Power token per crown icon in the areas it controls.</source>
            <translation>玩家获得额外的权力道具，数量是控制的所有地区上的王冠总数。</translation>
        </message>
        <message>
            <source>No Raid orders may be used this round.</source>
            <translation>本回合玩家不能使用骚扰命令。</translation>
        </message>
        <message>
            <source>No Consolidate Power orders may be used this round.</source>
            <translation>本回合玩家不能使用巩固权力命令。</translation>
        </message>
        <message>
            <source>This round footmen add 0 strength when supporting (the +1 of a Support +1 order still counts).</source>
            <translation>本回合步兵在支援时战力为0（支援+1的奖励仍然有效）。</translation>
        </message>
        <message>
            <source>No Defense orders may be used this round.</source>
            <translation>本回合玩家不能使用防守命令。</translation>
        </message>
        <message>
            <source>Everyone secretly bids Power tokens. If the total reaches the wildling strength the Night's Watch holds and the top bidder may take back one used house card; otherwise, in Iron Throne order, every player removes units worth 2 strength and the lowest bidder removes units worth another 2. Ties are settled by the Iron Throne holder.</source>
            <translation>玩家秘密出价权力道具。如果总出价大于等于野人战力，守夜人军团获胜，出价最高的玩家可以收回一张用过的将领牌；否则按照王座排名顺序，每个玩家拿走价值两点战力的部队，出价最低的玩家再额外拿走两点。平局由铁王座持有人仲裁。</translation>
        </message>
        <message>
            <source>If Arryn has a Defense order in the embattled area and wins, Arryn may return this card to hand instead of the discard pile.</source>
            <translation>如果艾林在交战地区有防御命令并获胜，艾林可以把此牌收回手中，而不放入弃牌堆。</translation>
        </message>
        <message>
            <source>If the printed strength of the opponent's card is 2 or less, this card gains +1 strength and 2 fortifications.</source>
            <translation>如果对手家族卡的印刷战力为 2 或更低，此牌战力 +1 并获得两个堡垒图标。</translation>
        </message>
        <message>
            <source>When Arryn defends a sea area, +1 strength for each land area adjacent to that sea that Arryn controls.</source>
            <translation>艾林防守海域时，与该海域相邻且由艾林控制的每个陆地地区使此牌战力 +1。</translation>
        </message>
        <message>
            <source>On a win, Arryn and every other house that supported Arryn each gain 3 Power tokens.</source>
            <translation>获胜时，艾林以及每个支援艾林的家族各获得三个权力标记。</translation>
        </message>
        <message>
            <source>If Arryn was the defender, after combat Arryn may remove Robert Arryn and the lowest-strength card in the opponent's discard pile from the game.</source>
            <translation>如果艾林是防守方，战斗结束后艾林可以把劳勃·艾林和对手弃牌堆中战力最低的一张牌移出游戏。</translation>
        </message>
        <message>
            <source>+1 strength and +1 sword for each Targaryen Knight in the embattled area. After combat Khal Drogo is removed from the game.</source>
            <translation>交战地区中每有一个坦格利安骑士，此牌战力 +1 并多一个宝剑图标。战斗结束后卓戈卡奥被移出游戏。</translation>
        </message>
        <message>
            <source>If Targaryen has more Ships in the embattled area than the opponent, each Targaryen Ship there counts 2 instead of 1.</source>
            <translation>如果坦格利安在交战地区的战船比对手多，那里的每艘坦格利安战船战力为 2 而不是 1。</translation>
        </message>
        <message>
            <source>+2 strength if a Dragon is in the embattled area.</source>
            <translation>如果交战地区中有龙，此牌战力 +2。</translation>
        </message>
        <message>
            <source>Targaryen may discard another card from hand to add that card's printed strength to this one. If Targaryen loses, Viserys is removed from the game.</source>
            <translation>坦格利安可以从手中弃掉另一张牌，把那张牌的印刷战力加到此牌上。如果坦格利安失败，韦赛里斯被移出游戏。</translation>
        </message>
        <message>
            <source>After combat, Targaryen gains Power tokens equal to the difference between the two final combat strengths; then, if Targaryen has 5 or more available Power tokens, Illyrio is removed from the game.</source>
            <translation>战斗结束后，坦格利安获得等于双方最终战力之差的权力标记；之后如果坦格利安有五个或更多可用的权力标记，伊利里欧被移出游戏。</translation>
        </message>
        <message>
            <source>After combat, the opponent discards available Power tokens equal to the difference between the two final combat strengths.</source>
            <translation>战斗结束后，对手弃掉等于双方最终战力之差的可用权力标记。</translation>
        </message>
        <message>
            <source>When Targaryen attacks a land area using ship transport, +1 strength for each Targaryen Ship in areas adjacent to the embattled area.</source>
            <translation>坦格利安借助战船运输进攻陆地地区时，与交战地区相邻的地区中每有一艘坦格利安战船，此牌战力 +1。</translation>
        </message>
        <message>
            <source>If the embattled area is a land area without a Castle or Stronghold, each Targaryen Knight there counts 4 instead of 2.</source>
            <translation>如果交战地区是没有城堡或要塞的陆地地区，那里的每个坦格利安骑士战力为 4 而不是 2。</translation>
        </message>
        <message>
            <source>If Targaryen loses by 2 or less, Targaryen may take one other card from its discard pile back into hand.</source>
            <translation>如果坦格利安以 2 点或更少的差距失败，坦格利安可以从弃牌堆中取回另一张牌到手中。</translation>
        </message>
        <message>
            <source>A loyalty token goes on Storm's End. Targaryen may discard 1 Power token to choose up to 4 other houses and put one loyalty token on each chosen house's home area.</source>
            <translation>在风息堡放置一枚忠诚标记。坦格利安可以弃掉一个权力标记，选择最多四个其他家族，在每个所选家族的家园地区放置一枚忠诚标记。</translation>
        </message>
        <message>
            <source>A loyalty token goes on The Stony Shore. Targaryen may discard 1 Power token to put one more on The Mountains of the Moon or Moat Cailin.</source>
            <translation>在石岸放置一枚忠诚标记。坦格利安可以弃掉一个权力标记，在明月山脉或卡林湾再放置一枚。</translation>
        </message>
        <message>
            <source>A loyalty token goes on The Reach. Targaryen chooses one: destroy one of its Dragons to move any dragon strength token still on the round track into the dragon strength box (strength rises now); or put a destroyed Dragon back into its home area (if Targaryen controls it and supply allows); or nothing.</source>
            <translation>在河湾放置一枚忠诚标记。坦格利安选择一项：消灭自己的一条龙，把回合轨上任意一个龙战力标记移入龙战力框（战力立即提升）；或把一条被消灭的龙放回家园地区（须由坦格利安控制且补给允许）；或什么都不做。</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Riverrun and The Arbor. Targaryen may discard 1 Power token to choose one uncontrolled land area without a neutral force in Westeros and one other player: a loyalty token is placed there together with one land unit of that player's choice from that player's reserve.</source>
            <translation>在奔流城和青亭岛各放置一枚忠诚标记。坦格利安可以弃掉一个权力标记，选择维斯特洛一个无人控制且没有中立部队的陆地地区以及另一名玩家：在那里放置一枚忠诚标记，以及该玩家从其后备中选择的一个陆地部队。</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Karhold and Oldtown. Then in reverse turn order each player may move one loyalty token to an adjacent land area; Targaryen may cancel each move as it happens by discarding 1 Power token.</source>
            <translation>在卡霍城和旧镇各放置一枚忠诚标记。然后按相反的回合顺序，每名玩家可以把一枚忠诚标记移到相邻的陆地地区；坦格利安可以在每次移动时弃掉一个权力标记取消该移动。</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Searoad Marches and Dornish Marches. Targaryen may discard 1 Power token to put one more on Blackwater or The Boneway.</source>
            <translation>在海路边境和多恩边疆地各放置一枚忠诚标记。坦格利安可以弃掉一个权力标记，在黑水河或骸骨之路再放置一枚。</translation>
        </message>
        <message>
            <source>A loyalty token goes on Seagard. Targaryen may discard 1 Power token to put one more on Harrenhal or White Harbor.</source>
            <translation>在海疆城放置一枚忠诚标记。坦格利安可以弃掉一个权力标记，在赫伦堡或白港再放置一枚。</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Castle Black and Yronwood. Targaryen may discard 1 Power token to choose another player, who then places one loyalty token in each of 2 different Westeros land areas of that player's choice.</source>
            <translation>在黑城堡和伊伦伍德各放置一枚忠诚标记。坦格利安可以弃掉一个权力标记，选择另一名玩家，由该玩家在自选的两个不同的维斯特洛陆地地区各放置一枚忠诚标记。</translation>
        </message>
        <message>
            <source>Targaryen may discard Power tokens equal to its current Victory track position to place one loyalty token on each of 2 different land areas that are next to a river and not controlled by Targaryen.</source>
            <translation>坦格利安可以弃掉等于其当前胜利轨位置的权力标记，在两个不同的、临河且不由坦格利安控制的陆地地区各放置一枚忠诚标记。</translation>
        </message>
        <message>
            <source>Loyalty tokens go on Crackclaw Point and Three Towers. Then in turn order each player may move one loyalty token to an adjacent land area; Targaryen may cancel each move as it happens by discarding 2 Power tokens.</source>
            <translation>在蟹爪半岛和三塔城各放置一枚忠诚标记。然后按回合顺序，每名玩家可以把一枚忠诚标记移到相邻的陆地地区；坦格利安可以在每次移动时弃掉两个权力标记取消该移动。</translation>
        </message>
        <message>
            <source>After combat, this vassal moves to the top of the Fiefdoms track; everyone else moves down one space.</source>
            <translation>战斗后，该附庸移到封地轨的第一位，其他所有家族各下移一位。</translation>
        </message>
        <message>
            <source>If this vassal is the defender, Footmen of non-vassal houses have strength 0 in this combat.</source>
            <translation>如果该附庸是防守方，本场战斗中非附庸家族的步兵战力为 0。</translation>
        </message>
        <message>
            <source>The opponent's chosen card goes back to its hand and a card picked at random from that hand is used instead.</source>
            <translation>对手所选的卡牌回到其手中，改为使用从其手牌中随机抽出的一张。</translation>
        </message>
        <message>
            <source>If this vassal loses, after combat its commander may muster one of the vassal's Knights in the area it retreated to or in its home area (if possible).</source>
            <translation>如果该附庸战败，战斗后其指挥者可在它撤退到的地区或其本家地区（如可能）为它征召一个骑士。</translation>
        </message>
        <message>
            <source>If this vassal wins, after casualties it must destroy one of its own units in the embattled area.</source>
            <translation>如果该附庸获胜，结算伤亡后它必须消灭自己在交战地区的一个单位。</translation>
        </message>
        <message>
            <source>Once cards are revealed, the opponent may discard 2 available Power tokens to make Bronn's strength 0.</source>
            <translation>卡牌翻开后，对手可弃掉 2 个可用的权力标记，使波隆的战力变为 0。</translation>
        </message>
        <message>
            <source>On a win, Lannister may also destroy one enemy Footman anywhere on the board (besides normal casualties); if that Footman was the last unit in its area, the Order token there is removed too.</source>
            <translation>兰尼斯特获胜时，还可以消灭棋盘上任意一个敌方步兵（正常伤亡之外）；若该步兵是其地区中最后一个部队，那里的命令标记也一并移除。</translation>
        </message>
        <message>
            <source>When Lannister attacks, each participating Lannister Knight (supporting Lannister Knights included) counts 3 instead of 2.</source>
            <translation>兰尼斯特为进攻方时，其参战的每个骑士（包括提供支援的兰尼斯特骑士）战力为 3 而不是 2。</translation>
        </message>
        <message>
            <source>Lannister may discard 2 available Power tokens to pick any House card in any house's discard pile; Qyburn then uses that card's printed strength, swords and fortifications, but not its text.</source>
            <translation>兰尼斯特可以弃掉两个可用的权力标记，从任一家族的弃牌堆中选一张家族卡；科本改用那张牌印刷的战力、宝剑和堡垒图标，但不用其文字。</translation>
        </message>
        <message>
            <source>While Reek is still in Bolton's hand, Ramsay gets +1 strength and 3 swords.</source>
            <translation>只要臭佬仍在波顿手中，拉姆斯战力 +1 并获得三个宝剑图标。</translation>
        </message>
        <message>
            <source>Every other house that declared support for Bolton's opponent gives that support to Bolton instead (the opponent's own units are unaffected).</source>
            <translation>其他每个宣布支援波顿对手的家族改为支援波顿（对手自己的部队不受影响）。</translation>
        </message>
        <message>
            <source>If Ramsay Bolton is in Bolton's discard pile, it goes back to Bolton's hand at once. If Bolton loses this combat, Bolton may take Reek back into hand instead of discarding it.</source>
            <translation>如果拉姆斯·波顿在波顿的弃牌堆中，立即把它收回手中。如果波顿输掉本场战斗，波顿可以把臭佬收回手中，而不放入弃牌堆。</translation>
        </message>
        <message>
            <source>If nobody supports Baratheon in this combat, every Support order adjacent to the embattled area (Baratheon's own included) is removed and gives no strength.</source>
            <translation>如果本场战斗中没有人支援拜拉席恩，与交战地区相邻的所有支援命令（包括拜拉席恩自己的）都被移除，不提供战力。</translation>
        </message>
        <message>
            <source>On a win, Baratheon may move the Wildling threat one space up or down (never below 0 nor above 10).</source>
            <translation>拜拉席恩获胜时，可以把野人威胁上移或下移一格（不低于 0，不高于 10）。</translation>
        </message>
        <message>
            <source>After combat, Baratheon may take one card from its discard pile (this one included) back into hand by discarding available Power tokens equal to that card's printed strength.</source>
            <translation>战斗后，拜拉席恩可以弃掉与某张牌印刷战力相等的可用权力标记，把弃牌堆中的那张牌（包括此牌）收回手中。</translation>
        </message>
        <message>
            <source>Baratheon's final combat strength equals the current position of the Wildling threat token (units, orders, support and other modifiers are ignored).</source>
            <translation>拜拉席恩的最终战力等于野人威胁标记当前的位置（部队、命令、支援和其他加成都不计）。</translation>
        </message>
        <message>
            <source>+1 strength if the opponent is higher than Greyjoy on the Fiefdoms track.</source>
            <translation>如果对手在封地轨上高于葛雷乔伊，此牌战力 +1。</translation>
        </message>
        <message>
            <source>On a win, Greyjoy may look through one Westeros deck, take a card of its choice, shuffle the rest and put the chosen card face down on top of that deck.</source>
            <translation>葛雷乔伊获胜时，可以检视一副维斯特洛牌，选一张牌，把其余的洗混，再把选中的牌面朝下放在该牌堆顶部。</translation>
        </message>
        <message>
            <source>If Greyjoy attacked and lost, Greyjoy gains 3 Power tokens.</source>
            <translation>如果葛雷乔伊进攻并失败，葛雷乔伊获得三个权力标记。</translation>
        </message>
        <message>
            <source>Greyjoy may discard any number of available Power tokens; the card gains +1 strength per token discarded.</source>
            <translation>葛雷乔伊可以弃掉任意数量的可用权力标记；每弃一个，此牌战力 +1。</translation>
        </message>
        <message>
            <source>For each House card left in Martell's hand, the card gains 1 sword and 1 fortification and loses 1 strength (strength never below 0).</source>
            <translation>马泰尔手中每剩一张家族卡，此牌获得一个宝剑图标和一个堡垒图标，并且战力 -1（战力不低于 0）。</translation>
        </message>
        <message>
            <source>On a win, Martell may move up one space on an Influence track of its choice.</source>
            <translation>马泰尔获胜时，可以在自选的一条势力轨上上移一位。</translation>
        </message>
        <message>
            <source>+1 strength for each card in Martell's discard pile.</source>
            <translation>马泰尔弃牌堆中每有一张牌，此牌战力 +1。</translation>
        </message>
        <message>
            <source>The text of the opponent's House card is ignored for this combat.</source>
            <translation>本场战斗中，对手家族卡的文字无效。</translation>
        </message>
        <message>
            <source>If the embattled area is a sea, each participating Tyrell Ship (supporting Tyrell Ships included) counts 2 instead of 1.</source>
            <translation>如果交战地区是海域，每艘参战的提利尔战船（包括提供支援的提利尔战船）战力为 2 而不是 1。</translation>
        </message>
        <message>
            <source>If Tyrell defends its home area or an area holding a Tyrell Power token, the opponent's final combat strength becomes 2.</source>
            <translation>如果提利尔防守其家园地区或有提利尔权力标记的地区，对手的最终战力变为 2。</translation>
        </message>
            <message>
            <source>+1 strength if Arryn has more available Power tokens than the opponent.</source>
            <translation>如果艾林的可用权力标记比对手多，此牌战力 +1。</translation>
        </message>
        <message>
            <source>After combat, if Arryn controls The Eyrie, Arryn gains Power tokens equal to twice the printed strength of the opponent's House card.</source>
            <translation>战斗结束后，如果艾林控制鹰巢城，艾林获得等于对手家族卡印刷战力两倍的权力标记。</translation>
        </message>
        <message>
            <source>On a win, if Arryn controls The Eyrie, Arryn may discard 2 available Power tokens to make the opponent discard all of its available Power tokens.</source>
            <translation>获胜时，如果艾林控制鹰巢城，艾林可以弃掉 2 个可用权力标记，令对手弃掉其所有可用权力标记。</translation>
        </message>
        <message>
            <source>After combat, if the opponent has more available Power tokens than Arryn, Arryn gains 3 Power tokens.</source>
            <translation>战斗结束后，如果对手的可用权力标记比艾林多，艾林获得 3 个权力标记。</translation>
        </message>
        <message>
            <source>Mustering as in the base game (every house recruits in its Castles and Strongholds); this copy carries a wildling icon.</source>
            <translation>与基础游戏的征兵相同（各家族在其城堡和要塞征兵）；这张牌带有野人图标。</translation>
        </message>
        <message>
            <source>In turn order, each house musters only in areas it controls that have a Castle (Strongholds give nothing).</source>
            <translation>按回合顺序，各家族只在其控制的有城堡的地区征兵（要塞不提供征兵点）。</translation>
        </message>
        <message>
            <source>The Iron Throne holder chooses: reset the Wildling threat to 0, or everyone musters in Castles and Strongholds.</source>
            <translation>铁王座持有者选择：把野人威胁重置为 0，或所有家族在城堡和要塞征兵。</translation>
        </message>
        <message>
            <source>Every house drops one space on the Supply track, then reconciles armies in turn order.</source>
            <translation>每个家族在补给轨上下降一格，然后按回合顺序调整军队。</translation>
        </message>
        <message>
            <source>Every house with at least 2 scored Objective cards loses 1 victory point.</source>
            <translation>每个已完成至少 2 张目标卡的家族失去 1 胜利点。</translation>
        </message>
        <message>
            <source>Each house puts one Objective card from hand face down in a common pool; the pool is shuffled and turned up, then in turn order each house takes one of them into hand.</source>
            <translation>每个家族从手中选一张目标卡面朝下放入公共池；洗混后翻开，然后按回合顺序每个家族从中拿一张到手中。</translation>
        </message>
        <message>
            <source>In turn order each house draws one Objective card; then each house shuffles one Objective card from hand back into the objective deck.</source>
            <translation>按回合顺序每个家族抽一张目标卡；然后每个家族从手中选一张目标卡洗回目标牌堆。</translation>
        </message>
        <message>
            <source>Control Storm's End.</source>
            <translation>控制风息堡。</translation>
        </message>
        <message>
            <source>Have all 5 of your Knight units on the board.</source>
            <translation>你的 5 个骑士全部在版图上。</translation>
        </message>
        <message>
            <source>Each other House has a higher position on the Victory track than you.</source>
            <translation>其他每个家族在胜利轨上的位置都比你高。</translation>
        </message>
        <message>
            <source>Control the home area of another House.</source>
            <translation>控制另一个家族的家园地区。</translation>
        </message>
        <message>
            <source>Control more land areas than any other House.</source>
            <translation>控制的陆地地区比其他任何家族都多。</translation>
        </message>
        <message>
            <source>Control The Arbor.</source>
            <translation>控制青亭岛。</translation>
        </message>
        <message>
            <source>Control more sea areas than each other House.</source>
            <translation>控制的海洋地区比其他每个家族都多。</translation>
        </message>
        <message>
            <source>Control Castle Black.</source>
            <translation>控制黑城堡。</translation>
        </message>
        <message>
            <source>Hold the Messenger Raven token.</source>
            <translation>持有信鸦标记。</translation>
        </message>
        <message>
            <source>Have 3 units in Crackclaw Point and no units in King's Landing.</source>
            <translation>在蟹爪半岛有 3 个部队，且在君临城没有部队。</translation>
        </message>
        <message>
            <source>Hold the Iron Throne token.</source>
            <translation>持有铁王座标记。</translation>
        </message>
        <message>
            <source>Hold the Valyrian Steel Blade token.</source>
            <translation>持有瓦雷利亚钢剑标记。</translation>
        </message>
        <message>
            <source>Control King's Landing.</source>
            <translation>控制君临城。</translation>
        </message>
        <message>
            <source>Control two areas that are joined by the same bridge.</source>
            <translation>控制由同一座桥相连的两个地区。</translation>
        </message>
        <message>
            <source>Have more Ship units on the board than each other House.</source>
            <translation>版图上的战船比其他每个家族都多。</translation>
        </message>
        <message>
            <source>Control Searoad Marches, Blackwater, and The Reach.</source>
            <translation>控制海疆城边境、黑水河和河湾。</translation>
        </message>
        <message>
            <source>Obtain position 5 or 6 on the Supply track.</source>
            <translation>在补给轨上达到 5 或 6 格。</translation>
        </message>
        <message>
            <source>Control more Ports than each other House.</source>
            <translation>控制的港口比其他每个家族都多。</translation>
        </message>
        <message>
            <source>Control Crackclaw Point and Kingswood.</source>
            <translation>控制蟹爪半岛和御林。</translation>
        </message>
        <message>
            <source>Control more Strongholds than each other House.</source>
            <translation>控制的要塞比其他每个家族都多。</translation>
        </message>
        <message>
            <source>Have more Power tokens on the board than each other House.</source>
            <translation>版图上的权力标记比其他每个家族都多。</translation>
        </message>
        <message>
            <source>Control Seagard, Greywater Watch, and Flint's Finger.</source>
            <translation>控制海疆城、灰水望和燧石指。</translation>
        </message>
        <message>
            <source>Have 1 unit in Harrenhal and no units in any areas adjacent to Harrenhal.</source>
            <translation>在赫伦堡有 1 个部队，且在与赫伦堡相邻的地区没有部队。</translation>
        </message>
        <message>
            <source>Have only 1 House card in your hand.</source>
            <translation>手中只剩 1 张家族卡。</translation>
        </message>
        <message>
            <source>Control 4 or more areas with Power icons.</source>
            <translation>控制 4 个或更多有权力图标的地区。</translation>
        </message>
        <message>
            <source>Control The Eyrie.</source>
            <translation>控制鹰巢城。</translation>
        </message>
        <message>
            <source>Control Winterfell.</source>
            <translation>控制临冬城。</translation>
        </message>
        <message>
            <source>Control more Castles than each other House.</source>
            <translation>控制的城堡比其他每个家族都多。</translation>
        </message>
        <message>
            <source>Control The Eyrie and have strictly more available Power tokens than every other house.</source>
            <translation>控制鹰巢城，且可用权力标记严格多于其他每个家族。</translation>
        </message>
        <message>
            <source>Control Dragonstone and King's Landing.</source>
            <translation>控制龙石岛和君临城。</translation>
        </message>
        <message>
            <source>Control Lannisport and King's Landing.</source>
            <translation>控制兰尼斯港和君临城。</translation>
        </message>
        <message>
            <source>Control Winterfell and at least 5 areas with a Castle or Stronghold (Winterfell included).</source>
            <translation>控制临冬城，以及至少 5 个有城堡或要塞的地区（包括临冬城）。</translation>
        </message>
        <message>
            <source>Gain 10 Power tokens.</source>
            <translation>获得 10 个权力标记。</translation>
        </message>
        <message>
            <source>Put a power improvement (+1 crown) on any land area, then gain 8 Power tokens.</source>
            <translation>在任一陆地地区放置一个权力改良（+1 王冠），然后获得 8 个权力标记。</translation>
        </message>
        <message>
            <source>Place 1 Footman, 1 Knight, 1 Siege Engine and 1 Ship from reserve in areas the buyer controls or has units in (supply limits apply).</source>
            <translation>从后备中放置 1 个步兵、1 个骑士、1 个攻城器械和 1 艘战船，放在买方控制或有部队的地区（受补给限制）。</translation>
        </message>
        <message>
            <source>Put a supply improvement (+1 barrel) on each of two different land areas.</source>
            <translation>在两个不同的陆地地区各放置一个补给改良（+1 酒桶）。</translation>
        </message>
        <message>
            <source>Upgrade two Castles (any areas, anyone's) to Strongholds.</source>
            <translation>将两座城堡（任意地区，不论归属）升级为要塞。</translation>
        </message>
        <message>
            <source>Degrade one Castle (any area) so it no longer has a Castle, then put a power or a supply improvement in that area.</source>
            <translation>拆除一座城堡（任意地区），使该地区不再有城堡，然后在该地区放置一个权力或补给改良。</translation>
        </message>
        <message>
            <source>Put a supply improvement on any land area, then move up one space on the Supply track.</source>
            <translation>在任一陆地地区放置一个补给改良，然后在补给轨上前进一格。</translation>
        </message>
        <message>
            <source>Place 1 Footman and 3 Ships from reserve in areas the buyer controls or has units in.</source>
            <translation>从后备中放置 1 个步兵和 3 艘战船，放在买方控制或有部队的地区。</translation>
        </message>
        <message>
            <source>Place 1 Footman and 2 Siege Engines from reserve in areas the buyer controls or has units in.</source>
            <translation>从后备中放置 1 个步兵和 2 个攻城器械，放在买方控制或有部队的地区。</translation>
        </message>
        <message>
            <source>Look at the top two cards of one Westeros deck; put any of them on the bottom and the rest on top, in any order.</source>
            <translation>查看一个维斯特洛牌堆顶的两张牌；将其中任意张放到牌堆底，其余按任意顺序放回牌堆顶。</translation>
        </message>
        <message>
            <source>Destroy one Knight in one area and one Footman in a different area; they may belong to any player or vassal.</source>
            <translation>消灭一个地区的一个骑士和另一个地区的一个步兵；它们可以属于任何玩家或附庸。</translation>
        </message>
        <message>
            <source>Place 3 Knights from reserve in areas the buyer controls or has units in.</source>
            <translation>从后备中放置 3 个骑士，放在买方控制或有部队的地区。</translation>
        </message>
        <message>
            <source>The sight range of every unit drops by 1 for the rest of the round.</source>
            <translation>本轮余下时间内，所有单位的视野范围减 1。</translation>
        </message>
</context>
    <context>
        <name>Decisions</name>
        <message>
            <source>place orders</source>
            <translation>下达命令</translation>
        </message>
        <message>
            <source>use the Messenger Raven</source>
            <translation>使用信鸦</translation>
        </message>
        <message>
            <source>decide about the wildling card</source>
            <translation>处置野人卡</translation>
        </message>
        <message>
            <source>resolve a raid</source>
            <translation>执行突袭</translation>
        </message>
        <message>
            <source>march</source>
            <translation>行军</translation>
        </message>
        <message>
            <source>declare support</source>
            <translation>宣布支援</translation>
        </message>
        <message>
            <source>choose a house card</source>
            <translation>选择家族卡</translation>
        </message>
        <message>
            <source>make a choice</source>
            <translation>做出选择</translation>
        </message>
        <message>
            <source>choose units</source>
            <translation>选择单位</translation>
        </message>
        <message>
            <source>retreat</source>
            <translation>撤退</translation>
        </message>
        <message>
            <source>muster</source>
            <translation>征兵</translation>
        </message>
        <message>
            <source>bid</source>
            <translation>出价</translation>
        </message>
        <message>
            <source>settle a tie</source>
            <translation>裁定平局</translation>
        </message>
        <message>
            <source>Place your orders</source>
            <translation>下达你的命令</translation>
        </message>
        <message>
            <source>Remove order</source>
            <translation>移除命令</translation>
        </message>
        <message>
            <source>Commit orders</source>
            <translation>确认命令</translation>
        </message>
        <message>
            <source>Your order here: {order}. Click to change it.</source>
            <translation>你在这里的命令：{order}。点击可更改。</translation>
        </message>
        <message>
            <source>Click to place an order here.</source>
            <translation>点击在这里下达命令。</translation>
        </message>
        <message>
            <source>One order in each area with your units: {placed} of {count} placed. Starred orders: {stars} of {limit}.</source>
            <translation>每个有你部队的地区各下一个命令：已下 {placed}/{count}。星标命令：{stars}/{limit}。</translation>
        </message>
        <message>
            <source>Not allowed this round: {orders}</source>
            <translation>本轮禁止：{orders}</translation>
        </message>
        <message>
            <source>not allowed this round</source>
            <translation>本轮禁止</translation>
        </message>
        <message>
            <source>already placed</source>
            <translation>已使用</translation>
        </message>
        <message>
            <source>Messenger Raven</source>
            <translation>信鸦</translation>
        </message>
        <message>
            <source>You hold the Messenger Raven: you may swap one of your orders for an unused one, or look at the top card of the wildling deck.</source>
            <translation>你持有信鸦：可以把你的一个命令换成未使用的命令，或者查看野人牌堆顶的牌。</translation>
        </message>
        <message>
            <source>Replace the order</source>
            <translation>替换命令</translation>
        </message>
        <message>
            <source>Look at the wildling card</source>
            <translation>查看野人卡</translation>
        </message>
        <message>
            <source>Do not use the raven</source>
            <translation>不使用信鸦</translation>
        </message>
        <message>
            <source>Resolve a raid</source>
            <translation>执行突袭</translation>
        </message>
        <message>
            <source>Your raid order: click to resolve it.</source>
            <translation>你的突袭命令：点击执行。</translation>
        </message>
        <message>
            <source>Click to raid this order.</source>
            <translation>点击突袭这个命令。</translation>
        </message>
        <message>
            <source>Choose which of your raid orders to resolve now.</source>
            <translation>选择现在执行你的哪个突袭命令。</translation>
        </message>
        <message>
            <source>Raid from {region}: remove an adjacent enemy order.</source>
            <translation>从{region}突袭：移除一个相邻的敌方命令。</translation>
        </message>
        <message>
            <source>Remove the raid without effect</source>
            <translation>移除突袭，不产生效果</translation>
        </message>
        <message>
            <source>Choose another raid</source>
            <translation>选择其他突袭</translation>
        </message>
        <message>
            <source>March</source>
            <translation>行军</translation>
        </message>
        <message>
            <source>Leave a power token behind (keeps control)</source>
            <translation>留下一个权力标记（保持控制）</translation>
        </message>
        <message>
            <source>Undo moves</source>
            <translation>撤销移动</translation>
        </message>
        <message>
            <source>Confirm march</source>
            <translation>确认行军</translation>
        </message>
        <message>
            <source>Your march order: click to march from here.</source>
            <translation>你的行军命令：点击从这里行军。</translation>
        </message>
        <message>
            <source>Drag units from here onto a highlighted area.</source>
            <translation>把部队从这里拖到高亮的地区。</translation>
        </message>
        <message>
            <source>A march may start only one battle.</source>
            <translation>一次行军只能引发一场战斗。</translation>
        </message>
        <message>
            <source>{area} can be reached only by flying units marching there alone.</source>
            <translation>只有单独进军的飞行部队才能到达{area}。</translation>
        </message>
        <message>
            <source>Marching here starts a battle.</source>
            <translation>进军这里将引发战斗。</translation>
        </message>
        <message>
            <source>You may march here.</source>
            <translation>你可以进军这里。</translation>
        </message>
        <message>
            <source>Choose which of your march orders to resolve now.</source>
            <translation>选择现在执行你的哪个行军命令。</translation>
        </message>
        <message>
            <source>March from {region}: drag units onto a green area (red: battle; only one battle per march), or click units to pick them (double-click: the whole army) and then click or drag to an area.</source>
            <translation>从{region}行军：把部队拖到绿色地区（红色：战斗；每次行军只能有一场战斗），或点击部队选中它们（双击：整支军队），再点击或拖到一个地区。</translation>
        </message>
        <message>
            <source>Resolve another march order</source>
            <translation>执行另一个行军命令</translation>
        </message>
        <message>
            <source>Staying: {units}</source>
            <translation>留下：{units}</translation>
        </message>
        <message>
            <source>No moves yet: confirming removes the order without moving.</source>
            <translation>尚未移动：直接确认将移除命令而不行军。</translation>
        </message>
        <message>
            <source>Declare support</source>
            <translation>宣布支援</translation>
        </message>
        <message>
            <source>Battle for {area}: {attacker} attacks {defender}.</source>
            <translation>{area}之战：{attacker}进攻{defender}。</translation>
        </message>
        <message>
            <source>Support {house} (attacker)</source>
            <translation>支援{house}（进攻方）</translation>
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
            <translation>选择家族卡</translation>
        </message>
        <message>
            <source>Battle for {area} against {opponent}. Both cards are revealed together.</source>
            <translation>与{opponent}争夺{area}。双方的牌同时翻开。</translation>
        </message>
        <message>
            <source>Before cards: you {mine}, {opponent} {theirs}.</source>
            <translation>出牌前：你 {mine}，{opponent} {theirs}。</translation>
        </message>
        <message>
            <source>Your strength with it: {n}</source>
            <translation>打出后你的战力：{n}</translation>
        </message>
        <message>
            <source>Play this card</source>
            <translation>打出这张牌</translation>
        </message>
        <message>
            <source>Retreat</source>
            <translation>撤退</translation>
        </message>
        <message>
            <source>Choose where {house}'s army retreats from {area}.</source>
            <translation>选择{house}的部队从{area}撤退到哪里。</translation>
        </message>
        <message>
            <source>Your army lost the battle for {area}: choose where it retreats (highlighted areas).</source>
            <translation>你的部队在{area}之战中失败：选择撤退的地区（高亮显示）。</translation>
        </message>
        <message>
            <source>Retreat here</source>
            <translation>撤退到这里</translation>
        </message>
        <message>
            <source>Retreat to {area}</source>
            <translation>撤退到{area}</translation>
        </message>
        <message>
            <source>You may retreat here.</source>
            <translation>你可以撤退到这里。</translation>
        </message>
        <message>
            <source>Valyrian Steel Blade</source>
            <translation>瓦雷利亚钢剑</translation>
        </message>
        <message>
            <source>Special Consolidate Power</source>
            <translation>特殊巩固权力</translation>
        </message>
        <message>
            <source>Ships in a captured port</source>
            <translation>被占领港口中的战船</translation>
        </message>
        <message>
            <source>The top wildling card</source>
            <translation>野人牌堆顶的牌</translation>
        </message>
        <message>
            <source>Tie for the lowest bid</source>
            <translation>最低出价平局</translation>
        </message>
        <message>
            <source>Tie for the highest bid</source>
            <translation>最高出价平局</translation>
        </message>
        <message>
            <source>Too few footmen are left in your reserve: choose the knights that become footmen. Your other knights are destroyed.</source>
            <translation>你的后备中步兵不足：请选择变为步兵的骑士。你的其余骑士将被消灭。</translation>
        </message>
        <message>
            <source>Casualties</source>
            <translation>战斗伤亡</translation>
        </message>
        <message>
            <source>Supply limit</source>
            <translation>补给上限</translation>
        </message>
        <message>
            <source>Preemptive Raid</source>
            <translation>先发制人</translation>
        </message>
        <message>
            <source>A King Beyond the Wall</source>
            <translation>塞外之王</translation>
        </message>
        <message>
            <source>You hold the Valyrian Steel Blade: use it once this round in this battle?</source>
            <translation>你持有瓦雷利亚钢剑：本轮要在这场战斗中使用它吗？</translation>
        </message>
        <message>
            <source>Attacker {a}, defender {d} so far.</source>
            <translation>目前进攻方 {a}，防守方 {d}。</translation>
        </message>
        <message>
            <source>Consolidate power in {area}, or muster there?</source>
            <translation>在{area}巩固权力，还是在那里征兵？</translation>
        </message>
        <message>
            <source>How many enemy ships in {port} become yours (the rest are destroyed)?</source>
            <translation>{port}中的敌方战船有多少艘归你（其余被消灭）？</translation>
        </message>
        <message>
            <source>The top wildling card is &lt;b&gt;{card}&lt;/b&gt;. Leave it on top or put it at the bottom of the deck?</source>
            <translation>野人牌堆顶的牌是&lt;b&gt;{card}&lt;/b&gt;。留在顶部，还是放到牌堆底？</translation>
        </message>
        <message>
            <source>Your opponent revealed &lt;b&gt;{card}&lt;/b&gt;. Cancel it?</source>
            <translation>对手翻开了&lt;b&gt;{card}&lt;/b&gt;。要使其无效吗？</translation>
        </message>
        <message>
            <source>As holder of the Iron Throne, decide which house is affected.</source>
            <translation>作为铁王座持有者，决定哪个家族受到影响。</translation>
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
            <translation>点击选择这个地区。</translation>
        </message>
        <message>
            <source>Choose {n} unit(s).</source>
            <translation>选择 {n} 个单位。</translation>
        </message>
        <message>
            <source>Choose {lo} to {hi} units.</source>
            <translation>选择 {lo} 到 {hi} 个单位。</translation>
        </message>
        <message>
            <source>Your armies must fit your supply; remove no more than needed.</source>
            <translation>你的军队必须符合补给；只移除必要的数量。</translation>
        </message>
        <message>
            <source>All from one area.</source>
            <translation>全部来自同一个地区。</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>确认</translation>
        </message>
        <message>
            <source>Click a unit here to choose it.</source>
            <translation>点击这里的单位来选择它。</translation>
        </message>
        <message>
            <source>Chosen: {n}</source>
            <translation>已选：{n}</translation>
        </message>
        <message>
            <source>Muster</source>
            <translation>征兵</translation>
        </message>
        <message>
            <source>Click one of your castles or strongholds, then choose units to raise there.</source>
            <translation>点击你的一座城堡或要塞，再选择要在那里征召的部队。</translation>
        </message>
        <message>
            <source>Remove last</source>
            <translation>移除最后一个</translation>
        </message>
        <message>
            <source>Finish mustering</source>
            <translation>完成征兵</translation>
        </message>
        <message>
            <source>Muster here: {n} point(s) left.</source>
            <translation>在这里征兵：剩余 {n} 点。</translation>
        </message>
        <message>
            <source>{castle}: {left} of {total} mustering point(s) left.</source>
            <translation>{castle}：剩余征兵点 {left}/{total}。</translation>
        </message>
        <message>
            <source>Ship to {area}</source>
            <translation>战船到{area}</translation>
        </message>
        <message>
            <source>{n} left in your reserve</source>
            <translation>后备中还有 {n} 个</translation>
        </message>
        <message>
            <source>Bid power tokens for the {track} track. All bids are revealed together and every token bid is lost. Now: {order}.</source>
            <translation>为{track}轨出价权力标记。所有出价同时公开，出价的标记全部失去。当前：{order}。</translation>
        </message>
        <message>
            <source>The wildlings attack with strength {n}. Bid power tokens for the Night's Watch; all bids are lost.</source>
            <translation>野人以 {n} 的力量入侵。为守夜人出价权力标记；所有出价都会失去。</translation>
        </message>
        <message>
            <source>House</source>
            <translation>家族</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>权力</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>出价</translation>
        </message>
        <message>
            <source>power</source>
            <translation>权力</translation>
        </message>
        <message>
            <source>Your bid (you have {n}):</source>
            <translation>你的出价（你有 {n}）：</translation>
        </message>
        <message>
            <source>Place bid</source>
            <translation>出价</translation>
        </message>
        <message>
            <source>Settle a tie</source>
            <translation>裁定平局</translation>
        </message>
        <message>
            <source>{what}: as holder of the Iron Throne, put the tied houses in order (first place on top).</source>
            <translation>{what}：作为铁王座持有者，为平局的家族排序（第一名在最上）。</translation>
        </message>
        <message>
            <source>Confirm order</source>
            <translation>确认顺序</translation>
        </message>
        <message>
            <source>Battle for {area}</source>
            <translation>{area}之战</translation>
        </message>
        <message>
            <source>units</source>
            <translation>部队</translation>
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
            <translation>驻军</translation>
        </message>
        <message>
            <source>card</source>
            <translation>家族卡</translation>
        </message>
        <message>
            <source>blade</source>
            <translation>钢剑</translation>
        </message>
        <message>
            <source>tides</source>
            <translation>战局卡</translation>
        </message>
        <message>
            <source>(attacker)</source>
            <translation>（进攻方）</translation>
        </message>
        <message>
            <source>(defender)</source>
            <translation>（防守方）</translation>
        </message>
        <message>
            <source>card chosen</source>
            <translation>已选好家族卡</translation>
        </message>
        <message>
            <source>Against a neutral force of strength {n}.</source>
            <translation>对抗力量为 {n} 的中立势力。</translation>
        </message>
        <message>
            <source>Waiting for support from: {areas}</source>
            <translation>等待支援：{areas}</translation>
        </message>
        <message>
            <source>{house} wins.</source>
            <translation>{house}获胜。</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>正在连接……</translation>
        </message>
        <message>
            <source>{house} wins the game!</source>
            <translation>{house}赢得了游戏！</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>游戏结束。</translation>
        </message>
        <message>
            <source>Waiting for: {who}</source>
            <translation>等待：{who}</translation>
        </message>
        <message>
            <source>The game is moving on…</source>
            <translation>游戏进行中……</translation>
        </message>
        <message>
            <source>your decision</source>
            <translation>轮到你决定</translation>
        </message>
        <message>
            <source>Nothing to decide right now.</source>
            <translation>现在没有需要你决定的事。</translation>
        </message>
        <message>
            <source>You are watching this game.</source>
            <translation>你正在观看这局游戏。</translation>
        </message>
        <message>
            <source>Order tokens</source>
            <translation>命令标记</translation>
        </message>
        <message>
            <source>Drag a token onto one of your areas, or click an area and then a token. Drag a placed order off the map to take it back.</source>
            <translation>把标记拖到你的一个地区上，或先点击地区再点击标记。把已下的命令拖出地图即可收回。</translation>
        </message>
        <message>
            <source>No starred orders this round</source>
            <translation>本轮不能下星标命令</translation>
        </message>
        <message>
            <source>starred: {used} of {limit}</source>
            <translation>星标：{used}/{limit}</translation>
        </message>
        <message>
            <source>Orders go only in areas with your units.</source>
            <translation>命令只能下在有你部队的地区。</translation>
        </message>
        <message>
            <source>This order is not allowed this round.</source>
            <translation>本轮禁止这种命令。</translation>
        </message>
        <message>
            <source>This token is already placed.</source>
            <translation>这个标记已经使用了。</translation>
        </message>
        <message>
            <source>You may place at most {limit} starred orders.</source>
            <translation>你最多只能下 {limit} 个星标命令。</translation>
        </message>
        <message>
            <source>You have placed all the orders you can.</source>
            <translation>你能下的命令已经全部下完了。</translation>
        </message>
        <message>
            <source>Your order here: {order}. Click to change it, or drag it off the map to take it back.</source>
            <translation>你在这里的命令：{order}。点击可更换，拖出地图可收回。</translation>
        </message>
        <message>
            <source>Drag a token here from the tray, or click to choose one.</source>
            <translation>从标记栏把标记拖到这里，或点击后选择一个。</translation>
        </message>
        <message>
            <source>One order in each area with your units: {placed} of {count} placed.</source>
            <translation>每个有你部队的地区各下一个命令：已下 {placed}/{count}。</translation>
        </message>
        <message>
            <source>no more starred orders allowed</source>
            <translation>星标命令已达上限</translation>
        </message>
        <message>
            <source>Pick the whole army</source>
            <translation>选中整支军队</translation>
        </message>
        <message>
            <source>{area}: a march may start only one battle, and these moves already start one.</source>
            <translation>{area}：一次行军只能引发一场战斗，而这些移动已经引发了一场。</translation>
        </message>
        <message>
            <source>{area} cannot be reached from {source}: units march to a green area next to it, or along a chain of your ships.</source>
            <translation>从{source}无法到达{area}：部队只能行军到相邻的绿色地区，或经由你的一串船只到达。</translation>
        </message>
        <message>
            <source>Picked: {units}</source>
            <translation>已选中：{units}</translation>
        </message>
        <message>
            <source>Starred raid: a second order</source>
            <translation>特殊骚扰：第二条命令</translation>
        </message>
        <message>
            <source>The Night's Watch holds</source>
            <translation>守夜人军团获胜</translation>
        </message>
        <message>
            <source>The wildlings win</source>
            <translation>野人成功入侵</translation>
        </message>
        <message>
            <source>Your starred raid from {area} may remove one more adjacent order.</source>
            <translation>你在{area}的特殊骚扰命令还可以再拿走一条相邻地区的命令。</translation>
        </message>
        <message>
            <source>You bid the most: take one of your used house cards back?</source>
            <translation>你的出价最高：要收回一张用过的将领牌吗？</translation>
        </message>
        <message>
            <source>Remove units worth {n} mustering points (a knight is worth 2), none more than needed.</source>
            <translation>移除价值{n}点征兵点数的部队（骑兵算2点），不可多于所需。</translation>
        </message>
        <message>
            <source>You hold the Messenger Raven: you may swap one of your orders for an unused one.</source>
            <translation>你持有信鸦道具：可以将一条已下达的命令替换成一条还没下达的命令。</translation>
        </message>
        <message>
            <source>March from {region}: drag units onto a green area (red: battle; only one battle per march). Click units to pick several, then click a destination.</source>
            <translation>从{region}行军：把部队拖到绿色地区（红色：战斗；每次行军只能有一场战斗）。也可以点击选中多个部队，再点击目的地。</translation>
        </message>
        <message>
            <source>Play {card}</source>
            <translation>打出{card}</translation>
        </message>
        <message>
            <source>No enemy order next to {region} can be raided: the raid is removed without effect.</source>
            <translation>{region}旁没有可以突袭的敌方命令：这个突袭将被移除，不产生效果。</translation>
        </message>
        <message>
            <source>fixed by a card</source>
            <translation>卡牌固定</translation>
        </message>
            <message>
            <source>choose objectives</source>
            <translation>选择目标</translation>
        </message>
        <message>
            <source>Shifting Ambitions</source>
            <translation>野心易主</translation>
        </message>
        <message>
            <source>Take one objective card from the pool into your hand.</source>
            <translation>从公共池中拿一张目标卡到手中。</translation>
        </message>
        <message>
            <source>Pay 2 power: the opponent discards all its available power</source>
            <translation>支付 2 权力：对手弃掉所有可用权力标记</translation>
        </message>
        <message>
            <source>draft a house card</source>
            <translation>轮抽家族卡</translation>
        </message>
        <message>
            <source>A choice</source>
            <translation>一项选择</translation>
        </message>
        <message>
            <source>Interest the Iron Bank was not paid</source>
            <translation>未付给铁金库的利息</translation>
        </message>
        <message>
            <source>Choose the Dragon to destroy: every Dragon grows one step stronger at once.</source>
            <translation>选择要消灭的龙：所有龙立即增强一级。</translation>
        </message>
        <message>
            <source>Choose the uncontrolled land area that gets the loyalty token and another player's unit.</source>
            <translation>选择一个无人控制的陆地地区，放置忠诚标记和另一名玩家的单位。</translation>
        </message>
        <message>
            <source>Choose the player who puts one of its land units from its reserve there.</source>
            <translation>选择由哪名玩家从其后备中派一个陆地单位到那里。</translation>
        </message>
        <message>
            <source>A loyalty token goes on {area} with one land unit of yours from your reserve: which one?</source>
            <translation>一枚忠诚标记放到{area}，并附上你后备中的一个陆地单位：选哪一个？</translation>
        </message>
        <message>
            <source>Choose the player who places two loyalty tokens in Westeros land areas of its choice.</source>
            <translation>选择一名玩家，由其在自选的维斯特洛陆地地区放置两枚忠诚标记。</translation>
        </message>
        <message>
            <source>Place a loyalty token in a Westeros land area (two different areas in all).</source>
            <translation>在一个维斯特洛陆地地区放置一枚忠诚标记（共两个不同的地区）。</translation>
        </message>
        <message>
            <source>Place a loyalty token on a land area next to a river that you do not control (two different areas in all).</source>
            <translation>在一个临河且不由你控制的陆地地区放置一枚忠诚标记（共两个不同的地区）。</translation>
        </message>
        <message>
            <source>Choose a house: a loyalty token goes on its home area (up to four houses), or stop.</source>
            <translation>选择一个家族，在其家园地区放置一枚忠诚标记（最多四个家族），或者停止。</translation>
        </message>
        <message>
            <source>Do not pay</source>
            <translation>不支付</translation>
        </message>
        <message>
            <source>None</source>
            <translation>一个也不要</translation>
        </message>
        <message>
            <source>Choose the influence track on which you drop two places.</source>
            <translation>选择你要后退两位的势力轨。</translation>
        </message>
        <message>
            <source>You bid the most: move to the top of one influence track of your choice.</source>
            <translation>你出价最高：移到自选的一条势力轨的第一位。</translation>
        </message>
        <message>
            <source>A house could not pay all the interest it owes the Iron Bank: choose which of its units are destroyed, one for each Power token it is short.</source>
            <translation>一个家族无法付清欠铁金库的利息：选择消灭它的哪些单位，每缺一个权力标记消灭一个。</translation>
        </message>
        <message>
            <source>Move no token</source>
            <translation>不移动标记</translation>
        </message>
        <message>
            <source>Pay</source>
            <translation>支付</translation>
        </message>
        <message>
            <source>Cancel the move</source>
            <translation>取消这次移动</translation>
        </message>
        <message>
            <source>Pay 2 power: swap this card for another</source>
            <translation>支付 2 点权力：换成另一张牌</translation>
        </message>
        <message>
            <source>Let it move</source>
            <translation>允许移动</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>完成</translation>
        </message>
        <message>
            <source>Destroy a Dragon: dragons grow stronger now</source>
            <translation>消灭一条龙：龙立即增强</translation>
        </message>
        <message>
            <source>Put a destroyed Dragon back in your home area</source>
            <translation>把一条被消灭的龙放回家园地区</translation>
        </message>
        <message>
            <source>A power crown</source>
            <translation>一个权力皇冠</translation>
        </message>
        <message>
            <source>A supply barrel</source>
            <translation>一个补给桶</translation>
        </message>
        <message>
            <source>Choose an area.</source>
            <translation>选择一个地区。</translation>
        </message>
        <message>
            <source>Choose a house.</source>
            <translation>选择一个家族。</translation>
        </message>
        <message>
            <source>Choose a unit.</source>
            <translation>选择一个单位。</translation>
        </message>
        <message>
            <source>You may move one loyalty token to an adjacent land area.</source>
            <translation>你可以把一枚忠诚标记移到相邻的陆地地区。</translation>
        </message>
        <message>
            <source>A loyalty token is to move from {source} to {dest}: discard {n} Power token(s) to cancel the move?</source>
            <translation>一枚忠诚标记将从{source}移到{dest}：弃掉 {n} 个权力标记取消这次移动吗？</translation>
        </message>
        <message>
            <source>From {source} to {dest}</source>
            <translation>从{source}到{dest}</translation>
        </message>
        <message>
            <source>Westeros deck {deck}</source>
            <translation>第 {deck} 副维斯特洛牌</translation>
        </message>
        <message>
            <source>Your bid on the {track} track is not yours to keep: it is handed out, one Power token at a time, to the other houses' bids. Which house gets the next token ({n} left)?</source>
            <translation>你在{track}轨上的出价不归你自己：它要一个一个地分给其他家族的出价。下一个权力标记给哪个家族（还剩 {n} 个）？</translation>
        </message>
        <message>
            <source>Pay {n} power</source>
            <translation>支付 {n} 点权力</translation>
        </message>
        <message>
            <source>Cancel the move ({n} power)</source>
            <translation>取消这次移动（{n} 点权力）</translation>
        </message>
        <message>
            <source>Discard {n} Power token(s) for this card's option?</source>
            <translation>弃掉 {n} 个权力标记以使用此牌的选项吗？</translation>
        </message>
        <message>
            <source>Click to choose: from {source} to here.</source>
            <translation>点击选择：从{source}到这里。</translation>
        </message>
        <message>
            <source>Click, then click where it goes.</source>
            <translation>点击这里，再点击要去的地区。</translation>
        </message>
        <message>
            <source>Choose which Dragon strength token on the round track goes into the box now: the Dragons will not grow stronger again in that token's round.</source>
            <translation>选择回合轨上的哪一个龙战力标记现在移入龙战力框：龙在该标记所在的那一轮将不再提升战力。</translation>
        </message>
        <message>
            <source>Choose a token.</source>
            <translation>选择一个标记。</translation>
        </message>
        <message>
            <source>The token of round {n}</source>
            <translation>第 {n} 轮的标记</translation>
        </message>
        <message>
            <source>change their start</source>
            <translation>修改起始布置</translation>
        </message>
</context>
    <context>
        <name>Log</name>
        <message>
            <source>The Night's Watch holds</source>
            <translation>守夜人守住了长城</translation>
        </message>
        <message>
            <source>The wildlings win</source>
            <translation>野人获胜</translation>
        </message>
        <message>
            <source>Tides of Battle cards are drawn.</source>
            <translation>抽取战局卡。</translation>
        </message>
        <message>
            <source>A {players}-player game begins: {houses}.</source>
            <translation>{players} 人游戏开始：{houses}。</translation>
        </message>
        <message>
            <source>{house} wins the game ({why}).</source>
            <translation>{house}赢得游戏（{why}）。</translation>
        </message>
        <message>
            <source>Round {round} begins.</source>
            <translation>第 {round} 轮开始。</translation>
        </message>
        <message>
            <source>Round {round} ends.</source>
            <translation>第 {round} 轮结束。</translation>
        </message>
        <message>
            <source>Westeros cards: {cards}; wildling threat {threat}.</source>
            <translation>维斯特洛卡：{cards}；野人威胁 {threat}。</translation>
        </message>
        <message>
            <source>Winter is Coming: deck {deck} is reshuffled and {card} is drawn; wildling threat {threat}.</source>
            <translation>寒冬将至：第 {deck} 副牌重新洗混，抽到{card}；野人威胁 {threat}。</translation>
        </message>
        <message>
            <source>{card}: no {banned} orders this round.</source>
            <translation>{card}：本轮禁止{banned}命令。</translation>
        </message>
        <message>
            <source>Supply is adjusted: {supply}.</source>
            <translation>补给调整：{supply}。</translation>
        </message>
        <message>
            <source>{house} supply becomes {level} ({why}).</source>
            <translation>{house}的补给变为 {level}（{why}）。</translation>
        </message>
        <message>
            <source>{house} gains {amount} power ({why}).</source>
            <translation>{house}获得 {amount} 点权力（{why}）。</translation>
        </message>
        <message>
            <source>{house} loses {amount} power ({why}).</source>
            <translation>{house}失去 {amount} 点权力（{why}）。</translation>
        </message>
        <message>
            <source>{house} consolidates power in {region}: +{amount}.</source>
            <translation>{house}在{region}巩固权力：+{amount}。</translation>
        </message>
        <message>
            <source>{house} raids power from {victim}: +{gained}/-{lost}.</source>
            <translation>{house}突袭{victim}的权力：+{gained}/-{lost}。</translation>
        </message>
        <message>
            <source>{house} leaves a power token in {region}.</source>
            <translation>{house}在{region}留下一个权力标记。</translation>
        </message>
        <message>
            <source>{house}'s power token in {region} is removed.</source>
            <translation>{house}在{region}的权力标记被移除。</translation>
        </message>
        <message>
            <source>Planning: houses place their orders.</source>
            <translation>计划阶段：各家族下达命令。</translation>
        </message>
        <message>
            <source>{house} has placed its orders.</source>
            <translation>{house}已下达命令。</translation>
        </message>
        <message>
            <source>You placed: {orders}.</source>
            <translation>你下达了：{orders}。</translation>
        </message>
        <message>
            <source>Orders are revealed.</source>
            <translation>命令翻开。</translation>
        </message>
        <message>
            <source>{house} uses the Messenger Raven: {old} in {region} becomes {new}.</source>
            <translation>{house}使用信鸦：{region}的{old}换成{new}。</translation>
        </message>
        <message>
            <source>{house} does not use the Messenger Raven.</source>
            <translation>{house}没有使用信鸦。</translation>
        </message>
        <message>
            <source>{house} looks at the top wildling card.</source>
            <translation>{house}查看了野人牌堆顶的牌。</translation>
        </message>
        <message>
            <source>{house} leaves the wildling card on top.</source>
            <translation>{house}把野人卡留在牌堆顶。</translation>
        </message>
        <message>
            <source>{house} puts the wildling card at the bottom.</source>
            <translation>{house}把野人卡放到牌堆底。</translation>
        </message>
        <message>
            <source>{house} raids from {source}: {victim}'s {token} in {target} is removed.</source>
            <translation>{house}从{source}突袭：{victim}在{target}的{token}被移除。</translation>
        </message>
        <message>
            <source>{house} removes its raid in {region} without effect.</source>
            <translation>{house}移除了在{region}的突袭，没有效果。</translation>
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
            <translation>{house}移除了在{region}的行军命令，没有移动。</translation>
        </message>
        <message>
            <source>{house} moves {units} from {source} to {dest}.</source>
            <translation>{house}把{units}从{source}移到{dest}。</translation>
        </message>
        <message>
            <source>{house} retreats {units} from {source} to {dest}.</source>
            <translation>{house}把{units}从{source}撤退到{dest}。</translation>
        </message>
        <message>
            <source>{house} loses {units} in {region} ({why}).</source>
            <translation>{house}在{region}损失{units}（{why}）。</translation>
        </message>
        <message>
            <source>{house} swaps a {old} for a {new} in {region}.</source>
            <translation>{house}在{region}把一个{old}换成{new}。</translation>
        </message>
        <message>
            <source>{house} upgrades a footman to a {new} in {region}.</source>
            <translation>{house}在{region}把一个步兵升级为{new}。</translation>
        </message>
        <message>
            <source>{house} musters a {unit} in {region}.</source>
            <translation>{house}在{region}征召一个{unit}。</translation>
        </message>
        <message>
            <source>{house} finishes mustering ({count} actions).</source>
            <translation>{house}完成征兵（{count} 次行动）。</translation>
        </message>
        <message>
            <source>{house} takes over {count} ships in {region}.</source>
            <translation>{house}接管了{region}的 {count} 艘战船。</translation>
        </message>
        <message>
            <source>{house}'s garrison in {region} is removed.</source>
            <translation>{house}在{region}的驻军被移除。</translation>
        </message>
        <message>
            <source>{attacker} attacks {area} ({defender}) from {source} with {units}.</source>
            <translation>{attacker}从{source}以{units}进攻{area}（{defender}）。</translation>
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
            <translation>{house}已选好家族卡。</translation>
        </message>
        <message>
            <source>You chose {card}.</source>
            <translation>你选择了{card}。</translation>
        </message>
        <message>
            <source>House cards revealed: {cards}.</source>
            <translation>家族卡翻开：{cards}。</translation>
        </message>
        <message>
            <source>{house} cancels {victim}'s {card}.</source>
            <translation>{house}使{victim}的{card}无效。</translation>
        </message>
        <message>
            <source>{house} plays {card} instead.</source>
            <translation>{house}改为打出{card}。</translation>
        </message>
        <message>
            <source>{house} discards {card}{cards} ({why}).</source>
            <translation>{house}弃掉{card}{cards}（{why}）。</translation>
        </message>
        <message>
            <source>{house} takes back {cards}.</source>
            <translation>{house}收回{cards}。</translation>
        </message>
        <message>
            <source>Tides of Battle cards are drawn face down.</source>
            <translation>战局卡背面朝上抽出。</translation>
        </message>
        <message>
            <source>Tides of Battle: {cards}.</source>
            <translation>战局卡：{cards}。</translation>
        </message>
        <message>
            <source>{house} uses the Valyrian Steel Blade ({use}).</source>
            <translation>{house}使用瓦雷利亚钢剑（{use}）。</translation>
        </message>
        <message>
            <source>{winner} wins in {area}: {attacker_strength} to {defender_strength}.</source>
            <translation>{winner}在{area}获胜：{attacker_strength} 比 {defender_strength}。</translation>
        </message>
        <message>
            <source>The battle for {area} is over.</source>
            <translation>{area}之战结束。</translation>
        </message>
        <message>
            <source>{house} attacks the neutral force in {area}: {strength} against {needed}.</source>
            <translation>{house}进攻{area}的中立势力：{strength} 对 {needed}。</translation>
        </message>
        <message>
            <source>{track} track: {order}.</source>
            <translation>{track}轨：{order}。</translation>
        </message>
        <message>
            <source>{house} has bid.</source>
            <translation>{house}已出价。</translation>
        </message>
        <message>
            <source>You bid {amount}.</source>
            <translation>你出价 {amount}。</translation>
        </message>
        <message>
            <source>Bids ({purpose}): {bids}.</source>
            <translation>出价（{purpose}）：{bids}。</translation>
        </message>
        <message>
            <source>{house} settles the tie: {order}.</source>
            <translation>{house}裁定平局：{order}。</translation>
        </message>
        <message>
            <source>{house} chooses {choice} ({prompt}).</source>
            <translation>{house}选择了{choice}（{prompt}）。</translation>
        </message>
        <message>
            <source>The wildlings attack with strength {strength}!</source>
            <translation>野人以 {strength} 的力量入侵！</translation>
        </message>
        <message>
            <source>{outcome} ({total} against {strength}); card: {card}; {target} is singled out.</source>
            <translation>{outcome}（{total} 对 {strength}）；野人卡：{card}；受影响的是{target}。</translation>
        </message>
        <message>
            <source>{card}: footmen add no strength when supporting this round.</source>
            <translation>{card}：本回合步兵在支援时战力为0。</translation>
        </message>
        <message>
            <source>The win is shared: {houses}.</source>
            <translation>共同获胜：{houses}。</translation>
        </message>
        <message>
            <source>{outcome} ({total} against {strength}); {target} is singled out.</source>
            <translation>{outcome}（{total} 对 {strength}）；受影响的是{target}。</translation>
        </message>
        <message>
            <source>{house}'s {card} cancels the text of {victim}'s {victim_card}.</source>
            <translation>{house}的{card}使{victim}的{victim_card}无法使用特殊能力。</translation>
        </message>
        <message>
            <source>A tie, won on the {track} track.</source>
            <translation>平局，凭{track}轨道取胜。</translation>
        </message>
        <message>
            <source>{name} ({house}) has lost the connection: the seat waits for them.</source>
            <translation>{name}（{house}）断线了：座位为其保留。</translation>
        </message>
        <message>
            <source>{name} ({house}) is back.</source>
            <translation>{name}（{house}）回来了。</translation>
        </message>
        <message>
            <source>The host lets a bot ({level}) play {house} until {name} is back.</source>
            <translation>主持人让电脑（{level}）代打{house}，直到{name}回来。</translation>
        </message>
        <message>
            <source>The bot stops playing {house}: the seat waits for {name}.</source>
            <translation>电脑不再代打{house}：座位等待{name}回来。</translation>
        </message>
        <message>
            <source>its player</source>
            <translation>其玩家</translation>
        </message>
        <message>
            <source>A loyalty token is placed in {region} ({card}).</source>
            <translation>{region}放置了一枚忠诚标记（{card}）。</translation>
        </message>
        <message>
            <source>{house} gains {n} loyalty in {region} (total {total}).</source>
            <translation>{house}在{region}获得{n}点忠诚（共{total}点）。</translation>
        </message>
        <message>
            <source>No loyalty tokens are left to place ({card}).</source>
            <translation>没有剩余的忠诚标记可以放置（{card}）。</translation>
        </message>
        <message>
            <source>{house} hands a bid token to {to} ({track}).</source>
            <translation>{house}将一枚出价标记交给{to}（{track}）。</translation>
        </message>
        <message>
            <source>{house}'s {card} is removed from the game ({why}).</source>
            <translation>{house}的{card}被移出游戏（{why}）。</translation>
        </message>
        <message>
            <source>The support from {regions} goes to {house} ({why}).</source>
            <translation>{regions}的支援转而给予{house}（{why}）。</translation>
        </message>
        <message>
            <source>{house}'s {card} fights with the strength and icons of {copied}.</source>
            <translation>{house}的{card}采用{copied}的战力和图标。</translation>
        </message>
        <message>
            <source>{house} looks through Westeros deck {deck} and puts a card of its choice on top ({why}).</source>
            <translation>{house}检视第 {deck} 副维斯特洛牌，选一张放在顶部（{why}）。</translation>
        </message>
        <message>
            <source>The wildling threat moves to {threat} ({why}).</source>
            <translation>野人威胁移至 {threat}（{why}）。</translation>
        </message>
        <message>
            <source>{house}'s garrison returns to {region}.</source>
            <translation>{house}的驻军回到{region}。</translation>
        </message>
        <message>
            <source>A loyalty token moves from {region} to {dest} ({card}).</source>
            <translation>一枚忠诚标记从{region}移到{dest}（{card}）。</translation>
        </message>
        <message>
            <source>{house} cancels the move of the loyalty token in {region} ({card}).</source>
            <translation>{house}取消了{region}忠诚标记的移动（{card}）。</translation>
        </message>
        <message>
            <source>Every {unit} grows one step stronger ({why}).</source>
            <translation>所有{unit}的战力提前提升一级（{why}）。</translation>
        </message>
        <message>
            <source>{house} loses {units} in the battle for {region}.</source>
            <translation>{house}在{region}之战中失去{units}。</translation>
        </message>
        <message>
            <source>Vassals are claimed in Iron Throne order: {vassals}.</source>
            <translation>按铁王座顺序认领附庸：{vassals}。</translation>
        </message>
        <message>
            <source>{house} commands {vassals} this round.</source>
            <translation>{house}本轮指挥{vassals}。</translation>
        </message>
        <message>
            <source>{house} takes no vassal.</source>
            <translation>{house}不认领附庸。</translation>
        </message>
        <message>
            <source>Who commands each vassal this round: {commanders}.</source>
            <translation>本轮各附庸的指挥者：{commanders}。</translation>
        </message>
        <message>
            <source>{house} draws {n} vassal cards for this battle.</source>
            <translation>{house}为这场战斗抽取 {n} 张附庸卡。</translation>
        </message>
        <message>
            <source>Drawn for {house}: {cards}.</source>
            <translation>为{house}抽到：{cards}。</translation>
        </message>
        <message>
            <source>{vassal} wins: its commander {house} gains {power} power.</source>
            <translation>{vassal}获胜：其指挥者{house}获得 {power} 点权力。</translation>
        </message>
        <message>
            <source>{house} raids nothing from {region}: the order stays there as a Support order.</source>
            <translation>{house}未从{region}突袭：该命令留作支援命令。</translation>
        </message>
        <message>
            <source>{house}'s Defense/Muster order in {region} is resolved: it may muster there.</source>
            <translation>{house}在{region}的防御/征召命令结算：可在该处征召。</translation>
        </message>
            <message>
            <source>{house} keeps {kept} objective cards.</source>
            <translation>{house} 保留了 {kept} 张目标卡。</translation>
        </message>
        <message>
            <source>You keep {cards}.</source>
            <translation>你保留了 {cards}。</translation>
        </message>
        <message>
            <source>{house} has chosen its objective cards.</source>
            <translation>{house} 已选好目标卡。</translation>
        </message>
        <message>
            <source>{house} shuffles {n} objective card back into the deck.</source>
            <translation>{house} 把 {n} 张目标卡洗回牌堆。</translation>
        </message>
        <message>
            <source>You shuffle back {cards}.</source>
            <translation>你洗回了 {cards}。</translation>
        </message>
        <message>
            <source>{house} scores the objective {card}: {points} victory points.</source>
            <translation>{house} 完成目标 {card}：{points} 胜利点。</translation>
        </message>
        <message>
            <source>{house} now has {points} victory points ({why}).</source>
            <translation>{house} 现有 {points} 胜利点（{why}）。</translation>
        </message>
        <message>
            <source>{house} meets its special objective: +{points} victory point.</source>
            <translation>{house} 达成特殊目标：+{points} 胜利点。</translation>
        </message>
        <message>
            <source>{house} draws an objective card.</source>
            <translation>{house} 抽了一张目标卡。</translation>
        </message>
        <message>
            <source>You draw {card}.</source>
            <translation>你抽到 {card}。</translation>
        </message>
        <message>
            <source>The objective deck is empty: {house} draws nothing.</source>
            <translation>目标牌堆已空：{house} 没有抽牌。</translation>
        </message>
        <message>
            <source>{card}: the objectives in the pool are {cards}.</source>
            <translation>{card}：公共池中的目标卡为 {cards}。</translation>
        </message>
        <message>
            <source>{house} takes {card} from the pool.</source>
            <translation>{house} 从公共池拿走 {card}。</translation>
        </message>
        <message>
            <source>Victory points are checked at the end of round {round}.</source>
            <translation>第 {round} 回合结束，检查胜利点。</translation>
        </message>
        <message>
            <source>The Iron Bank offers: {loans}.</source>
            <translation>铁金库提供的贷款：{loans}。</translation>
        </message>
        <message>
            <source>{house} buys {loan} from the Iron Bank for {cost} power.</source>
            <translation>{house}花费 {cost} 点权力向铁金库借得{loan}。</translation>
        </message>
        <message>
            <source>{house} takes no loan from the Iron Bank.</source>
            <translation>{house}没有向铁金库借贷。</translation>
        </message>
        <message>
            <source>{house} pays the Iron Bank {paid} of {owed} power in interest.</source>
            <translation>{house}向铁金库支付利息：应付 {owed} 点权力，实付 {paid} 点。</translation>
        </message>
        <message>
            <source>{region} gains a power crown ({why}).</source>
            <translation>{region}获得一个权力皇冠（{why}）。</translation>
        </message>
        <message>
            <source>{region} gains a supply barrel ({why}).</source>
            <translation>{region}获得一个补给桶（{why}）。</translation>
        </message>
        <message>
            <source>The castle in {region} becomes a stronghold ({why}).</source>
            <translation>{region}的城堡升级为要塞（{why}）。</translation>
        </message>
        <message>
            <source>{region} loses its castle ({why}).</source>
            <translation>{region}失去了城堡（{why}）。</translation>
        </message>
        <message>
            <source>{house} looks at the top {looked} cards of Westeros deck {deck} and puts {bottom} of them at the bottom ({why}).</source>
            <translation>{house}查看第 {deck} 副维斯特洛牌顶部的 {looked} 张牌，将其中 {bottom} 张放到底部（{why}）。</translation>
        </message>
        <message>
            <source>{house} gives {amount} power to {to}.</source>
            <translation>{house}将{amount}个权力标记赠予{to}。</translation>
        </message>
        <message>
            <source>You placed for {house}: {orders}.</source>
            <translation>你为{house}下达了：{orders}。</translation>
        </message>
        <message>
            <source>You chose {card} for {house}.</source>
            <translation>你为{house}选择了{card}。</translation>
        </message>
        <message>
            <source>{house}'s player has left: {house} plays on as a vassal.</source>
            <translation>{house}的玩家已离开：{house}作为附庸继续游戏。</translation>
        </message>
        <message>
            <source>A player takes {house}: it is no longer a vassal.</source>
            <translation>一名玩家接管{house}：它不再是附庸。</translation>
        </message>
        <message>
            <source>{house} drafts {card}.</source>
            <translation>{house}轮抽了{card}。</translation>
        </message>
        <message>
            <source>{house} drafts its card number {n}.</source>
            <translation>{house}轮抽了第 {n} 张卡。</translation>
        </message>
        <message>
            <source>{house} takes place {place} on the {track} track.</source>
            <translation>{house}占取{track}轨上的第 {place} 位。</translation>
        </message>
        <message>
            <source>The draft is over: {hands}.</source>
            <translation>轮抽结束：{hands}。</translation>
        </message>
        <message>
            <source>{house} swaps {old} for {new} from the draft pool.</source>
            <translation>{house}从轮抽牌池中以{new}换下{old}。</translation>
        </message>
        <message>
            <source>{house} chooses: {choice} ({prompt}).</source>
            <translation>{house}选择：{choice}（{prompt}）。</translation>
        </message>
        <message>
            <source>Event cards: {cards}; wildling threat {threat}.</source>
            <translation>事件牌：{cards}；野人威胁 {threat}。</translation>
        </message>
        <message>
            <source>Dense Fog: every unit sees one area less until the round ends.</source>
            <translation>浓雾：本轮结束前，每个单位的视野少一个区域。</translation>
        </message>
        <message>
            <source>an area out of sight</source>
            <translation>视野外的某个区域</translation>
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
            <translation>从现在起由电脑玩{house}。</translation>
        </message>
        <message>
            <source>{name} and {other_name} swap houses: {name} plays {house} now, {other_name} {other}.</source>
            <translation>{name} 和 {other_name} 交换了家族：现在 {name} 玩{house}，{other_name} 玩{other}。</translation>
        </message>
        <message>
            <source>The chess clock of {house} ({name}) has run out.</source>
            <translation>{house}（{name}）的棋钟已用完。</translation>
        </message>
        <message>
            <source>The game is paused: nobody moves and no clock runs until it resumes.</source>
            <translation>游戏已暂停：继续之前没有人行动，计时也不走。</translation>
        </message>
        <message>
            <source>The game resumes.</source>
            <translation>游戏继续。</translation>
        </message>
        <message>
            <source>The table decides: round {round} is the last, and the game ends after it.</source>
            <translation>牌桌决定：第 {round} 轮是最后一轮，游戏在本轮结束后结束。</translation>
        </message>
        <message>
            <source>{house} sets its house cards aside and takes its new deck: {cards}.</source>
            <translation>{house}将其家族卡放到一旁，换上新的牌组：{cards}。</translation>
        </message>
        <message>
            <source>{house} changes its start in {region}: {edit} {what}.</source>
            <translation>{house}修改其在{region}的起始布置：{edit}{what}。</translation>
        </message>
        <message>
            <source>{house} is ready with its start.</source>
            <translation>{house}的起始布置已就绪。</translation>
        </message>
        <message>
            <source>Every start is ready: {houses} approve the board or reject it.</source>
            <translation>所有起始布置均已就绪：{houses}同意或否决这一局面。</translation>
        </message>
        <message>
            <source>{houses} reject the board: the starts are changed again.</source>
            <translation>{houses}否决了这一局面：重新修改起始布置。</translation>
        </message>
        <message>
            <source>The board is approved.</source>
            <translation>局面已获同意。</translation>
        </message>
        <message>
            <source>{house} takes the {track} token from {victim} until the next Clash of Kings ({why}).</source>
            <translation>{house}从{victim}手中拿走{track}标记，直到下一次列王纷争（{why}）。</translation>
        </message>
        <message>
            <source>The dominance tokens return to the first place of their tracks.</source>
            <translation>各统治标记回到其势力轨第一位的家族手中。</translation>
        </message>
        <message>
            <source>{house} places {token} in {region} ({why}).</source>
            <translation>{house}在{region}放置{token}（{why}）。</translation>
        </message>
        <message>
            <source>After round {round} Westeros deck {decks}, the wildling deck and the loans are reshuffled.</source>
            <translation>第 {round} 轮后，维斯特洛牌堆 {decks}、野人牌堆和贷款牌堆重新洗混。</translation>
        </message>
        <message>
            <source>After round {round} Westeros deck {decks} and the wildling deck are reshuffled.</source>
            <translation>第 {round} 轮后，维斯特洛牌堆 {decks} 和野人牌堆重新洗混。</translation>
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
            <translation>放置一个权力标记</translation>
        </message>
        <message>
            <source>takes back its Power token</source>
            <translation>收回其权力标记</translation>
        </message>
        <message>
            <source>sets a garrison of strength</source>
            <translation>设置驻军力量为</translation>
        </message>
        <message>
            <source>removes the garrison</source>
            <translation>移除驻军</translation>
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
            <translation>连接中断，正在尝试重新连接……</translation>
        </message>
        <message>
            <source>Reconnected.</source>
            <translation>已重新连接。</translation>
        </message>
        <message>
            <source>A Game of Thrones: The Board Game</source>
            <translation>权力的游戏：桌游</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>新游戏(&amp;N)……</translation>
        </message>
        <message>
            <source>&amp;Load game…</source>
            <translation>读取游戏(&amp;L)……</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>另存为(&amp;A)……</translation>
        </message>
        <message>
            <source>&amp;Watch bots play</source>
            <translation>观看电脑对局(&amp;W)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Fit map to window</source>
            <translation>地图适应窗口(&amp;F)</translation>
        </message>
        <message>
            <source>F&amp;ull screen</source>
            <translation>全屏(&amp;U)</translation>
        </message>
        <message>
            <source>Full screen: press Esc or F11 to leave.</source>
            <translation>全屏：按 Esc 或 F11 退出。</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>设置(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>关于(&amp;A)</translation>
        </message>
        <message>
            <source>Tracks</source>
            <translation>轨道</translation>
        </message>
        <message>
            <source>Houses and their cards</source>
            <translation>各家族与家族卡</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>记录</translation>
        </message>
        <message>
            <source>Chat</source>
            <translation>聊天</translation>
        </message>
        <message>
            <source>Load game</source>
            <translation>读取游戏</translation>
        </message>
        <message>
            <source>Saved games (*.agot.json);;All files (*)</source>
            <translation>存档 (*.agot.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>This save cannot be loaded: {why}</source>
            <translation>无法读取这个存档：{why}。</translation>
        </message>
        <message>
            <source>Saved to {path}</source>
            <translation>已保存到 {path}</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>保存游戏</translation>
        </message>
        <message>
            <source>Saved games (*.agot.json)</source>
            <translation>存档 (*.agot.json)</translation>
        </message>
        <message>
            <source>About</source>
            <translation>关于</translation>
        </message>
        <message>
            <source>A Game of Thrones: The Board Game (second edition) for the desktop and the LAN.
Version {version}.</source>
            <translation>权力的游戏：桌游（第二版），桌面与局域网版。
版本 {version}。</translation>
        </message>
        <message>
            <source>The game refused that: {reason}</source>
            <translation>游戏拒绝了这个操作：{reason}。</translation>
        </message>
        <message>
            <source>Planning</source>
            <translation>计划阶段</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>行动阶段</translation>
        </message>
        <message>
            <source>Westeros</source>
            <translation>维斯特洛阶段</translation>
        </message>
        <message>
            <source>Battle</source>
            <translation>战斗</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>出价</translation>
        </message>
        <message>
            <source>Wildling attack</source>
            <translation>野人入侵</translation>
        </message>
        <message>
            <source>Mustering</source>
            <translation>征兵</translation>
        </message>
        <message>
            <source>public view</source>
            <translation>公开视图</translation>
        </message>
        <message>
            <source>Round {n} of {last} · {phase} · showing: {who}</source>
            <translation>第 {n} 轮（共 {last} 轮） · {phase} · 显示：{who}</translation>
        </message>
        <message>
            <source>land</source>
            <translation>陆地</translation>
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
            <translation>{n} 个补给桶</translation>
        </message>
        <message>
            <source>{n} power crown(s)</source>
            <translation>{n} 个权力皇冠</translation>
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
            <translation>本局不可进入。</translation>
        </message>
        <message>
            <source>routed: {units}</source>
            <translation>溃败：{units}</translation>
        </message>
        <message>
            <source>Order: {order} ({house})</source>
            <translation>命令：{order}（{house}）</translation>
        </message>
        <message>
            <source>An order lies face down.</source>
            <translation>这里有一个背面朝上的命令。</translation>
        </message>
        <message>
            <source>Power token of {house}</source>
            <translation>{house}的权力标记</translation>
        </message>
        <message>
            <source>Garrison: strength {n}</source>
            <translation>驻军：力量 {n}</translation>
        </message>
        <message>
            <source>Neutral force: strength {n}</source>
            <translation>中立势力：力量 {n}</translation>
        </message>
        <message>
            <source>Controlled by {house}</source>
            <translation>由{house}控制</translation>
        </message>
        <message>
            <source>Tracks and houses</source>
            <translation>局势与家族</translation>
        </message>
        <message>
            <source>Fold the tracks and houses</source>
            <translation>收起局势与家族</translation>
        </message>
        <message>
            <source>Decision and log</source>
            <translation>决策与记录</translation>
        </message>
        <message>
            <source>Fold the decision and log</source>
            <translation>收起决策与记录</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>轮到你了</translation>
        </message>
        <message>
            <source>&amp;Rules quick reference</source>
            <translation>规则速查(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Sound when it is your turn</source>
            <translation>轮到你时播放提示音(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Animate other houses' moves</source>
            <translation>为其他家族的行动播放动画(&amp;A)</translation>
        </message>
        <message>
            <source>The game could not be saved: {why}</source>
            <translation>无法保存游戏：{why}。</translation>
        </message>
        <message>
            <source>The host is gone: the connection to the game was lost. This window tries to join again by itself.</source>
            <translation>主机已离开：与游戏的连接已断开。本窗口会自动尝试重新加入。</translation>
        </message>
        <message>
            <source>The host is not running the game at the moment (it may have ended it, or be restarting). This window keeps trying and joins again by itself when the host is back; if you leave, Rejoin the LAN game on the start page, or Join on the network page, takes you back.</source>
            <translation>主机目前没有在运行这局游戏（可能已结束游戏，或正在重启）。本窗口会持续尝试，主机回来后会自动重新加入；如果你离开了，可以在开始页点击“重新加入局域网游戏”，或在局域网页面点击“加入”回到游戏。</translation>
        </message>
        <message>
            <source>Connection lost; trying again in {n} s (attempt {k})…</source>
            <translation>连接已断开；{n} 秒后重试（第 {k} 次）……</translation>
        </message>
        <message>
            <source>End of the round</source>
            <translation>回合结束</translation>
        </message>
            <message>
            <source>Objectives</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>Back to the s&amp;tart page</source>
            <translation>返回开始页面(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Play on the local network…</source>
            <translation>局域网对战(&amp;P)……</translation>
        </message>
        <message>
            <source>Winner: {house} after {rounds} rounds ({decisions} decisions)</source>
            <translation>胜者：{house}，共 {rounds} 回合（{decisions} 次决定）</translation>
        </message>
        <message>
            <source>{ended} This window joins again by itself if the game is hosted again; Rejoin the LAN game on the start page, or Join on the network page, takes you back too.</source>
            <translation>{ended}如果这局游戏再次开放，本窗口会自动重新加入；也可以通过开始页面的“重新加入局域网游戏”或网络页面的“加入”回到游戏。</translation>
        </message>
        <message>
            <source>In the fog of war: what is there is out of sight.</source>
            <translation>战争迷雾中：此处的情况不在视野内。</translation>
        </message>
        <message>
            <source>The houses were dealt: the player who chose {place} plays {house}.</source>
            <translation>家族已随机分配：选择{place}的玩家扮演{house}。</translation>
        </message>
        <message>
            <source>The houses were dealt: you play {house}.</source>
            <translation>家族已随机分配：你扮演{house}。</translation>
        </message>
        <message>
            <source>&amp;Pause the game</source>
            <translation>暂停游戏(&amp;P)</translation>
        </message>
        <message>
            <source>Nobody moves and no clock runs until the game resumes; bots wait.</source>
            <translation>游戏继续之前没有人行动，计时也不走；电脑会等待。</translation>
        </message>
        <message>
            <source>&amp;End the game after this round</source>
            <translation>本轮结束后结束游戏(&amp;E)</translation>
        </message>
        <message>
            <source>The game ends after this round.</source>
            <translation>游戏将在本轮结束后结束。</translation>
        </message>
        <message>
            <source>The game is paused: nobody moves until it resumes.</source>
            <translation>游戏已暂停：继续之前没有人行动。</translation>
        </message>
        <message>
            <source>The game resumes.</source>
            <translation>游戏继续。</translation>
        </message>
        <message>
            <source>{subject}: answer under At the table.</source>
            <translation>{subject}：请在“在座玩家”中作答。</translation>
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
            <translation>咬人湾</translation>
        </message>
        <message>
            <source>Port of The Eyrie</source>
            <translation>鹰巢城港口</translation>
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
            <translation>密尔</translation>
        </message>
        <message>
            <source>Norvos</source>
            <translation>诺佛斯</translation>
        </message>
        <message>
            <source>The Rhoyne</source>
            <translation>洛恩河</translation>
        </message>
        <message>
            <source>Volantis</source>
            <translation>瓦兰提斯</translation>
        </message>
        <message>
            <source>The Disputed Lands</source>
            <translation>争议之地</translation>
        </message>
        <message>
            <source>Braavosian Coastlands</source>
            <translation>布拉佛斯海岸</translation>
        </message>
        <message>
            <source>Bay of Pentos</source>
            <translation>潘托斯湾</translation>
        </message>
        <message>
            <source>Sea of Myrth</source>
            <translation>密尔斯海</translation>
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
            <translation>瓦兰提斯港口</translation>
        </message>
        <message>
            <source>Dragon</source>
            <translation>龙</translation>
        </message>
        <message>
            <source>Loyalty</source>
            <translation>忠诚</translation>
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
            <translation>中立势力</translation>
        </message>
        <message>
            <source>Wildlings win, lowest bidder</source>
            <translation>野人获胜：出价最低者</translation>
        </message>
        <message>
            <source>Wildlings win, everyone else</source>
            <translation>野人获胜：其他家族</translation>
        </message>
        <message>
            <source>Night's Watch wins, highest bidder</source>
            <translation>守夜人获胜：出价最高者</translation>
        </message>
        <message>
            <source>Footman</source>
            <translation>步兵</translation>
        </message>
        <message>
            <source>Knight</source>
            <translation>骑士</translation>
        </message>
        <message>
            <source>Ship</source>
            <translation>战船</translation>
        </message>
        <message>
            <source>Siege engine</source>
            <translation>攻城车</translation>
        </message>
        <message>
            <source>Upgrade to {unit}</source>
            <translation>升级为{unit}</translation>
        </message>
        <message>
            <source>March</source>
            <translation>行军</translation>
        </message>
        <message>
            <source>Defense</source>
            <translation>防御</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>支援</translation>
        </message>
        <message>
            <source>Raid</source>
            <translation>突袭</translation>
        </message>
        <message>
            <source>Consolidate Power</source>
            <translation>巩固权力</translation>
        </message>
        <message>
            <source>Clash of Kings: {track}</source>
            <translation>列王纷争：{track}</translation>
        </message>
        <message>
            <source>Wildling attack</source>
            <translation>野人入侵</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>不执行</translation>
        </message>
        <message>
            <source>+1 combat strength</source>
            <translation>战力+1</translation>
        </message>
        <message>
            <source>redraw the Tides of Battle card</source>
            <translation>重抽战局卡</translation>
        </message>
        <message>
            <source>cancel it</source>
            <translation>使其无效</translation>
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
            <translation>巩固权力</translation>
        </message>
        <message>
            <source>muster</source>
            <translation>征兵</translation>
        </message>
        <message>
            <source>destroy two units</source>
            <translation>消灭两个单位</translation>
        </message>
        <message>
            <source>drop two places on a track</source>
            <translation>在一条势力轨上后退两位</translation>
        </message>
        <message>
            <source>attacker</source>
            <translation>进攻方</translation>
        </message>
        <message>
            <source>defender</source>
            <translation>防守方</translation>
        </message>
        <message>
            <source>March +1</source>
            <translation>行军+1</translation>
        </message>
        <message>
            <source>casualties</source>
            <translation>战斗伤亡</translation>
        </message>
        <message>
            <source>cannot retreat</source>
            <translation>无法撤退</translation>
        </message>
        <message>
            <source>no retreat possible</source>
            <translation>无处可退</translation>
        </message>
        <message>
            <source>supply limit</source>
            <translation>补给上限</translation>
        </message>
        <message>
            <source>most castles after the last round</source>
            <translation>最后一轮结束时城堡最多</translation>
        </message>
        <message>
            <source>seven castles and strongholds</source>
            <translation>占领七座城堡和要塞</translation>
        </message>
        <message>
            <source>Valyrian Steel Blade</source>
            <translation>瓦雷利亚钢剑</translation>
        </message>
        <message>
            <source>lowest bidder</source>
            <translation>出价最低者</translation>
        </message>
        <message>
            <source>highest bidder</source>
            <translation>出价最高者</translation>
        </message>
        <message>
            <source>Preemptive Raid</source>
            <translation>先发制人</translation>
        </message>
        <message>
            <source>A King Beyond the Wall</source>
            <translation>塞外之王</translation>
        </message>
        <message>
            <source>Consolidate Power ★</source>
            <translation>巩固权力 ★</translation>
        </message>
        <message>
            <source>ships in a port</source>
            <translation>港口中的战船</translation>
        </message>
        <message>
            <source>Messenger Raven</source>
            <translation>信鸦</translation>
        </message>
        <message>
            <source>Stark</source>
            <translation>史塔克</translation>
        </message>
        <message>
            <source>Lannister</source>
            <translation>兰尼斯特</translation>
        </message>
        <message>
            <source>Baratheon</source>
            <translation>拜拉席恩</translation>
        </message>
        <message>
            <source>Greyjoy</source>
            <translation>葛雷乔伊</translation>
        </message>
        <message>
            <source>Tyrell</source>
            <translation>提利尔</translation>
        </message>
        <message>
            <source>Martell</source>
            <translation>马泰尔</translation>
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
            <translation>蟹爪半岛</translation>
        </message>
        <message>
            <source>Dornish Marches</source>
            <translation>多恩边疆地</translation>
        </message>
        <message>
            <source>Dragonstone</source>
            <translation>龙石岛</translation>
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
            <translation>赫伦堡</translation>
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
            <translation>君临城</translation>
        </message>
        <message>
            <source>Kingswood</source>
            <translation>御林</translation>
        </message>
        <message>
            <source>Lannisport</source>
            <translation>兰尼斯港</translation>
        </message>
        <message>
            <source>Moat Cailin</source>
            <translation>卡林湾</translation>
        </message>
        <message>
            <source>Oldtown</source>
            <translation>旧镇</translation>
        </message>
        <message>
            <source>Prince's Pass</source>
            <translation>亲王隘口</translation>
        </message>
        <message>
            <source>Pyke</source>
            <translation>派克岛</translation>
        </message>
        <message>
            <source>Riverrun</source>
            <translation>奔流城</translation>
        </message>
        <message>
            <source>Salt Shore</source>
            <translation>盐岸</translation>
        </message>
        <message>
            <source>Seagard</source>
            <translation>海疆城</translation>
        </message>
        <message>
            <source>Searoad Marches</source>
            <translation>海路边境</translation>
        </message>
        <message>
            <source>Starfall</source>
            <translation>星坠城</translation>
        </message>
        <message>
            <source>Stoney Sept</source>
            <translation>石堂镇</translation>
        </message>
        <message>
            <source>Storm's End</source>
            <translation>风息堡</translation>
        </message>
        <message>
            <source>Sunspear</source>
            <translation>阳戟城</translation>
        </message>
        <message>
            <source>The Arbor</source>
            <translation>青亭岛</translation>
        </message>
        <message>
            <source>The Boneway</source>
            <translation>骸骨之路</translation>
        </message>
        <message>
            <source>The Eyrie</source>
            <translation>鹰巢城</translation>
        </message>
        <message>
            <source>The Fingers</source>
            <translation>五指半岛</translation>
        </message>
        <message>
            <source>The Mountains of the Moon</source>
            <translation>明月山脉</translation>
        </message>
        <message>
            <source>The Reach</source>
            <translation>河湾</translation>
        </message>
        <message>
            <source>The Stony Shore</source>
            <translation>石岸</translation>
        </message>
        <message>
            <source>The Twins</source>
            <translation>孪河城</translation>
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
            <translation>寡妇望</translation>
        </message>
        <message>
            <source>Winterfell</source>
            <translation>临冬城</translation>
        </message>
        <message>
            <source>Yronwood</source>
            <translation>伊伦伍德</translation>
        </message>
        <message>
            <source>Bay of Ice</source>
            <translation>冰湾</translation>
        </message>
        <message>
            <source>Blackwater Bay</source>
            <translation>黑水湾</translation>
        </message>
        <message>
            <source>East Summer Sea</source>
            <translation>东夏海</translation>
        </message>
        <message>
            <source>Ironman's Bay</source>
            <translation>铁民湾</translation>
        </message>
        <message>
            <source>Redwyne Straits</source>
            <translation>雷德温海峡</translation>
        </message>
        <message>
            <source>Sea of Dorne</source>
            <translation>多恩海</translation>
        </message>
        <message>
            <source>Shipbreaker Bay</source>
            <translation>破船湾</translation>
        </message>
        <message>
            <source>Sunset Sea</source>
            <translation>日落之海</translation>
        </message>
        <message>
            <source>The Golden Sound</source>
            <translation>黄金海峡</translation>
        </message>
        <message>
            <source>The Narrow Sea</source>
            <translation>狭海</translation>
        </message>
        <message>
            <source>The Shivering Sea</source>
            <translation>颤抖海</translation>
        </message>
        <message>
            <source>West Summer Sea</source>
            <translation>西夏海</translation>
        </message>
        <message>
            <source>Port of Dragonstone</source>
            <translation>龙石岛港口</translation>
        </message>
        <message>
            <source>Port of Lannisport</source>
            <translation>兰尼斯港港口</translation>
        </message>
        <message>
            <source>Port of Oldtown</source>
            <translation>旧镇港口</translation>
        </message>
        <message>
            <source>Port of Pyke</source>
            <translation>派克岛港口</translation>
        </message>
        <message>
            <source>Port of Storm's End</source>
            <translation>风息堡港口</translation>
        </message>
        <message>
            <source>Port of Sunspear</source>
            <translation>阳戟城港口</translation>
        </message>
        <message>
            <source>Port of White Harbor</source>
            <translation>白港港口</translation>
        </message>
        <message>
            <source>Port of Winterfell</source>
            <translation>临冬城港口</translation>
        </message>
        <message>
            <source>Iron Throne</source>
            <translation>铁王座</translation>
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
            <translation>罗柏·史塔克</translation>
        </message>
        <message>
            <source>Roose Bolton</source>
            <translation>卢斯·波顿</translation>
        </message>
        <message>
            <source>Greatjon Umber</source>
            <translation>大琼恩·安柏</translation>
        </message>
        <message>
            <source>Ser Rodrick Cassel</source>
            <translation>罗德利克·凯索爵士</translation>
        </message>
        <message>
            <source>The Blackfish</source>
            <translation>黑鱼</translation>
        </message>
        <message>
            <source>Catelyn Stark</source>
            <translation>凯特琳·史塔克</translation>
        </message>
        <message>
            <source>Tywin Lannister</source>
            <translation>泰温·兰尼斯特</translation>
        </message>
        <message>
            <source>Ser Gregor Clegane</source>
            <translation>格雷果·克里冈爵士</translation>
        </message>
        <message>
            <source>Ser Jaime Lannister</source>
            <translation>詹姆·兰尼斯特爵士</translation>
        </message>
        <message>
            <source>The Hound</source>
            <translation>猎狗</translation>
        </message>
        <message>
            <source>Ser Kevan Lannister</source>
            <translation>凯冯·兰尼斯特爵士</translation>
        </message>
        <message>
            <source>Tyrion Lannister</source>
            <translation>提利昂·兰尼斯特</translation>
        </message>
        <message>
            <source>Cersei Lannister</source>
            <translation>瑟曦·兰尼斯特</translation>
        </message>
        <message>
            <source>Stannis Baratheon</source>
            <translation>史坦尼斯·拜拉席恩</translation>
        </message>
        <message>
            <source>Renly Baratheon</source>
            <translation>蓝礼·拜拉席恩</translation>
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
            <translation>萨拉多·桑</translation>
        </message>
        <message>
            <source>Melisandre</source>
            <translation>梅丽珊卓</translation>
        </message>
        <message>
            <source>Patchface</source>
            <translation>补丁脸</translation>
        </message>
        <message>
            <source>Euron Crow's Eye</source>
            <translation>攸伦·鸦眼</translation>
        </message>
        <message>
            <source>Victarion Greyjoy</source>
            <translation>维克塔利昂·葛雷乔伊</translation>
        </message>
        <message>
            <source>Balon Greyjoy</source>
            <translation>巴隆·葛雷乔伊</translation>
        </message>
        <message>
            <source>Theon Greyjoy</source>
            <translation>席恩·葛雷乔伊</translation>
        </message>
        <message>
            <source>Dagmar Cleftjaw</source>
            <translation>裂颚达格默</translation>
        </message>
        <message>
            <source>Asha Greyjoy</source>
            <translation>阿莎·葛雷乔伊</translation>
        </message>
        <message>
            <source>Aeron Damphair</source>
            <translation>湿发伊伦</translation>
        </message>
        <message>
            <source>Mace Tyrell</source>
            <translation>梅斯·提利尔</translation>
        </message>
        <message>
            <source>Ser Loras Tyrell</source>
            <translation>洛拉斯·提利尔爵士</translation>
        </message>
        <message>
            <source>Randyll Tarly</source>
            <translation>蓝道·塔利</translation>
        </message>
        <message>
            <source>Ser Garlan Tyrell</source>
            <translation>加兰·提利尔爵士</translation>
        </message>
        <message>
            <source>Margaery Tyrell</source>
            <translation>玛格丽·提利尔</translation>
        </message>
        <message>
            <source>Alester Florent</source>
            <translation>亚历斯特·佛罗伦</translation>
        </message>
        <message>
            <source>Queen of Thorns</source>
            <translation>荆棘女王</translation>
        </message>
        <message>
            <source>The Red Viper</source>
            <translation>红毒蛇</translation>
        </message>
        <message>
            <source>Areo Hotah</source>
            <translation>亚历欧·何塔</translation>
        </message>
        <message>
            <source>Darkstar</source>
            <translation>暗星</translation>
        </message>
        <message>
            <source>Obara Sand</source>
            <translation>奥芭娅·沙德</translation>
        </message>
        <message>
            <source>Arianne Martell</source>
            <translation>亚莲恩·马泰尔</translation>
        </message>
        <message>
            <source>Nymeria Sand</source>
            <translation>娜梅莉亚·沙德</translation>
        </message>
        <message>
            <source>Doran Martell</source>
            <translation>道朗·马泰尔</translation>
        </message>
        <message>
            <source>Last Days of Summer</source>
            <translation>盛夏之末</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>调整补给</translation>
        </message>
        <message>
            <source>Mustering</source>
            <translation>征募</translation>
        </message>
        <message>
            <source>A Throne of Blades</source>
            <translation>利刃的王座</translation>
        </message>
        <message>
            <source>Winter is Coming</source>
            <translation>寒冬将至</translation>
        </message>
        <message>
            <source>Game of Thrones</source>
            <translation>权力的游戏</translation>
        </message>
        <message>
            <source>Dark Wings, Dark Words</source>
            <translation>黑翼的黯言</translation>
        </message>
        <message>
            <source>Clash of Kings</source>
            <translation>列王纷争</translation>
        </message>
        <message>
            <source>Put to the Sword</source>
            <translation>屠杀殆尽</translation>
        </message>
        <message>
            <source>Storm of Swords</source>
            <translation>冰雨的风暴</translation>
        </message>
        <message>
            <source>Rains of Autumn</source>
            <translation>秋雨连绵</translation>
        </message>
        <message>
            <source>Sea of Storms</source>
            <translation>惊涛骇浪</translation>
        </message>
        <message>
            <source>Web of Lies</source>
            <translation>谎言之网</translation>
        </message>
        <message>
            <source>Feast for Crows</source>
            <translation>群鸦的盛宴</translation>
        </message>
        <message>
            <source>Wildlings Attack</source>
            <translation>野人入侵</translation>
        </message>
        <message>
            <source>Silence at the Wall</source>
            <translation>长城寂静</translation>
        </message>
        <message>
            <source>Crow Killers</source>
            <translation>屠鸦者</translation>
        </message>
        <message>
            <source>Rattleshirt's Raiders</source>
            <translation>叮当衫的掠袭者</translation>
        </message>
        <message>
            <source>Massing on the Milkwater</source>
            <translation>乳水河畔集结</translation>
        </message>
        <message>
            <source>Mammoth Riders</source>
            <translation>猛犸骑兵</translation>
        </message>
        <message>
            <source>The Horde Descends</source>
            <translation>大军压境</translation>
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
            <translation>龙之母</translation>
        </message>
        <message>
            <source>Aeron Damphair</source>
            <comment>first edition</comment>
            <translation>伊伦·葛雷乔伊</translation>
        </message>
        <message>
            <source>Asha Greyjoy</source>
            <comment>first edition</comment>
            <translation>阿莎·葛雷乔伊</translation>
        </message>
        <message>
            <source>Axell Florent</source>
            <comment>first edition</comment>
            <translation>亚塞尔·佛罗伦</translation>
        </message>
        <message>
            <source>Balon Greyjoy</source>
            <comment>first edition</comment>
            <translation>巴隆·葛雷乔伊</translation>
        </message>
        <message>
            <source>Brienne of Tarth</source>
            <comment>first edition</comment>
            <translation>塔斯的布蕾妮</translation>
        </message>
        <message>
            <source>Catelyn Stark</source>
            <comment>first edition</comment>
            <translation>凯特琳·史塔克</translation>
        </message>
        <message>
            <source>Cersei Lannister</source>
            <comment>first edition</comment>
            <translation>瑟曦·兰尼斯特</translation>
        </message>
        <message>
            <source>Clash of Kings</source>
            <comment>first edition</comment>
            <translation>诸王纷争</translation>
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
            <translation>攸伦·葛雷乔伊</translation>
        </message>
        <message>
            <source>Feast for Crows</source>
            <comment>first edition</comment>
            <translation>群鸦盛宴</translation>
        </message>
        <message>
            <source>Game of Thrones</source>
            <comment>first edition</comment>
            <translation>权力的游戏</translation>
        </message>
        <message>
            <source>Garlan Tyrell</source>
            <comment>first edition</comment>
            <translation>加兰·提利尔</translation>
        </message>
        <message>
            <source>Greatjon Umber</source>
            <comment>first edition</comment>
            <translation>琼恩·安伯</translation>
        </message>
        <message>
            <source>House Blacktyde Captain</source>
            <comment>first edition</comment>
            <translation>黑潮岛家族队长</translation>
        </message>
        <message>
            <source>House Florent Lord</source>
            <comment>first edition</comment>
            <translation>艾利斯特·佛罗伦</translation>
        </message>
        <message>
            <source>House Lannister Captain</source>
            <comment>first edition</comment>
            <translation>兰尼斯特家族队长</translation>
        </message>
        <message>
            <source>House Mormont Lord</source>
            <comment>first edition</comment>
            <translation>梅姬·莫尔蒙</translation>
        </message>
        <message>
            <source>House Tyrell Captain</source>
            <comment>first edition</comment>
            <translation>提利尔家族队长</translation>
        </message>
        <message>
            <source>Jaime Lannister</source>
            <comment>first edition</comment>
            <translation>詹姆·兰尼斯特</translation>
        </message>
        <message>
            <source>Kevan Lannister</source>
            <comment>first edition</comment>
            <translation>凯冯·兰尼斯特</translation>
        </message>
        <message>
            <source>Last Days of Summer</source>
            <comment>first edition</comment>
            <translation>盛夏之末</translation>
        </message>
        <message>
            <source>Loras Tyrell</source>
            <comment>first edition</comment>
            <translation>洛拉斯·提利尔</translation>
        </message>
        <message>
            <source>Mace Tyrell</source>
            <comment>first edition</comment>
            <translation>梅斯·提利尔</translation>
        </message>
        <message>
            <source>Maester Luwin</source>
            <comment>first edition</comment>
            <translation>学士鲁温</translation>
        </message>
        <message>
            <source>Margaery Tyrell</source>
            <comment>first edition</comment>
            <translation>玛格丽·提利尔</translation>
        </message>
        <message>
            <source>Melisandre of Asshai</source>
            <comment>first edition</comment>
            <translation>梅丽珊卓</translation>
        </message>
        <message>
            <source>Mustering</source>
            <comment>first edition</comment>
            <translation>征兵</translation>
        </message>
        <message>
            <source>Pyke</source>
            <comment>first edition</comment>
            <translation>铁群岛</translation>
        </message>
        <message>
            <source>Queen of Thorns</source>
            <comment>first edition</comment>
            <translation>奥莲娜夫人</translation>
        </message>
        <message>
            <source>Rains of Autumn</source>
            <comment>first edition</comment>
            <translation>秋雨连绵</translation>
        </message>
        <message>
            <source>Renly Baratheon</source>
            <comment>first edition</comment>
            <translation>蓝礼·拜拉席恩</translation>
        </message>
        <message>
            <source>Robb Stark</source>
            <comment>first edition</comment>
            <translation>罗柏·史塔克</translation>
        </message>
        <message>
            <source>Rodrick Cassel</source>
            <comment>first edition</comment>
            <translation>罗德利克·凯索</translation>
        </message>
        <message>
            <source>Salladhor Saan</source>
            <comment>first edition</comment>
            <translation>萨拉多·桑恩</translation>
        </message>
        <message>
            <source>Sea of Storms</source>
            <comment>first edition</comment>
            <translation>暴风之怒</translation>
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
            <translation>调整补给</translation>
        </message>
        <message>
            <source>Theon Greyjoy</source>
            <comment>first edition</comment>
            <translation>席恩·葛雷乔伊</translation>
        </message>
        <message>
            <source>Tyrion Lannister</source>
            <comment>first edition</comment>
            <translation>提利昂·兰尼斯特</translation>
        </message>
        <message>
            <source>Tywin Lannister</source>
            <comment>first edition</comment>
            <translation>泰温·兰尼斯特</translation>
        </message>
        <message>
            <source>Vargo Hoat</source>
            <comment>first edition</comment>
            <translation>瓦格·霍特</translation>
        </message>
        <message>
            <source>Victarion Greyjoy</source>
            <comment>first edition</comment>
            <translation>维克塔利昂·葛雷乔伊</translation>
        </message>
        <message>
            <source>Wildling Attack</source>
            <comment>first edition</comment>
            <translation>野人入侵</translation>
        </message>
        <message>
            <source>Winter is Coming</source>
            <comment>first edition</comment>
            <translation>寒冬将至</translation>
        </message>
        <message>
            <source>Axell Florent</source>
            <translation>亚塞尔·佛罗伦</translation>
        </message>
        <message>
            <source>Davos Seaworth</source>
            <translation>戴佛斯·席渥斯</translation>
        </message>
        <message>
            <source>Garlan Tyrell</source>
            <translation>加兰·提利尔</translation>
        </message>
        <message>
            <source>House Blacktyde Captain</source>
            <translation>黑潮岛家族队长</translation>
        </message>
        <message>
            <source>House Florent Lord</source>
            <translation>艾利斯特·佛罗伦</translation>
        </message>
        <message>
            <source>House Lannister Captain</source>
            <translation>兰尼斯特家族队长</translation>
        </message>
        <message>
            <source>House Mormont Lord</source>
            <translation>梅姬·莫尔蒙</translation>
        </message>
        <message>
            <source>House Tyrell Captain</source>
            <translation>提利尔家族队长</translation>
        </message>
        <message>
            <source>Jaime Lannister</source>
            <translation>詹姆·兰尼斯特</translation>
        </message>
        <message>
            <source>Kevan Lannister</source>
            <translation>凯冯·兰尼斯特</translation>
        </message>
        <message>
            <source>Loras Tyrell</source>
            <translation>洛拉斯·提利尔</translation>
        </message>
        <message>
            <source>Maester Luwin</source>
            <translation>学士鲁温</translation>
        </message>
        <message>
            <source>Melisandre of Asshai</source>
            <translation>梅丽珊卓</translation>
        </message>
        <message>
            <source>Rodrick Cassel</source>
            <translation>罗德利克·凯索</translation>
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
            <translation>骚扰★：第二条命令</translation>
        </message>
        <message>
            <source>a used house card back</source>
            <translation>收回一张用过的将领牌</translation>
        </message>
        <message>
            <source>wildling losses</source>
            <translation>野人入侵的损失</translation>
        </message>
        <message>
            <source>the Night's Watch holds</source>
            <translation>守夜人军团获胜</translation>
        </message>
        <message>
            <source>the castles and strongholds that win at once</source>
            <translation>占领足以立即获胜的城堡和要塞</translation>
        </message>
        <message>
            <source>strength 0</source>
            <translation>战力 0</translation>
        </message>
        <message>
            <source>strength 2</source>
            <translation>战力 2</translation>
        </message>
        <message>
            <source>strength 3</source>
            <translation>战力 3</translation>
        </message>
        <message>
            <source>strength 1 and a sword</source>
            <translation>战力 1 加一个宝剑</translation>
        </message>
        <message>
            <source>strength 1 and a fortification</source>
            <translation>战力 1 加一个堡垒</translation>
        </message>
        <message>
            <source>a skull</source>
            <translation>一个骷髅</translation>
        </message>
        <message>
            <source>Iron Throne</source>
            <comment>first edition</comment>
            <translation>王座</translation>
        </message>
        <message>
            <source>Fiefdoms</source>
            <comment>first edition</comment>
            <translation>钢剑</translation>
        </message>
        <message>
            <source>King's Court</source>
            <comment>first edition</comment>
            <translation>信鸦</translation>
        </message>
        <message>
            <source>Fiefdoms (Valyrian Steel Blade) track</source>
            <comment>first edition</comment>
            <translation>钢剑排名</translation>
        </message>
        <message>
            <source>Iron Throne track</source>
            <comment>first edition</comment>
            <translation>王座排名</translation>
        </message>
        <message>
            <source>King's Court (Messenger Raven) track</source>
            <comment>first edition</comment>
            <translation>信鸦排名</translation>
        </message>
        <message>
            <source>Fiefdoms (Valyrian Steel Blade) track</source>
            <translation>钢剑排名</translation>
        </message>
        <message>
            <source>Iron Throne track</source>
            <translation>王座排名</translation>
        </message>
        <message>
            <source>King's Court (Messenger Raven) track</source>
            <translation>信鸦排名</translation>
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
            <translation>莱莎·艾林</translation>
        </message>
        <message>
            <source>Bronze Yohn Royce</source>
            <translation>青铜约恩·罗伊斯</translation>
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
            <translation>戈德里克·波瑞尔</translation>
        </message>
        <message>
            <source>Anya Waynwood</source>
            <translation>安雅·韦伍德</translation>
        </message>
        <message>
            <source>Robert Arryn</source>
            <translation>劳勃·艾林</translation>
        </message>
        <message>
            <source>Khal Drogo</source>
            <translation>卓戈卡奥</translation>
        </message>
        <message>
            <source>Arstan Whitebeard</source>
            <translation>白胡子阿斯坦</translation>
        </message>
        <message>
            <source>Xaro Xhoan Daxos</source>
            <translation>札罗·赞旺·达索斯</translation>
        </message>
        <message>
            <source>Ser Jorah Mormont</source>
            <translation>乔拉·莫尔蒙爵士</translation>
        </message>
        <message>
            <source>Daenerys Targaryen</source>
            <translation>丹妮莉丝·坦格利安</translation>
        </message>
        <message>
            <source>Viserys Targaryen</source>
            <translation>韦赛里斯·坦格利安</translation>
        </message>
        <message>
            <source>Illyrio Mopatis</source>
            <translation>伊利里欧·摩帕提斯</translation>
        </message>
        <message>
            <source>Daario Naharis</source>
            <translation>达里奥·纳哈里斯</translation>
        </message>
        <message>
            <source>Gray Worm</source>
            <translation>灰虫子</translation>
        </message>
        <message>
            <source>Strong Belwas</source>
            <translation>壮汉贝沃斯</translation>
        </message>
        <message>
            <source>Captain Groleo</source>
            <translation>格罗莱船长</translation>
        </message>
        <message>
            <source>Rakharo</source>
            <translation>拉卡洛</translation>
        </message>
        <message>
            <source>Missandei</source>
            <translation>弥桑黛</translation>
        </message>
        <message>
            <source>Ser Daven Lannister</source>
            <translation>戴文·兰尼斯特爵士</translation>
        </message>
        <message>
            <source>Ser Ilyn Payne</source>
            <translation>伊林·派恩爵士</translation>
        </message>
        <message>
            <source>Ser Addam Marbrand</source>
            <translation>亚当·马尔布兰爵士</translation>
        </message>
        <message>
            <source>Qyburn</source>
            <translation>科本</translation>
        </message>
        <message>
            <source>Ramsay Bolton</source>
            <translation>拉姆斯·波顿</translation>
        </message>
        <message>
            <source>Black Walder</source>
            <translation>黑瓦德</translation>
        </message>
        <message>
            <source>Steelshanks Walton</source>
            <translation>钢腿瓦顿</translation>
        </message>
        <message>
            <source>Damon Dance-for-Me</source>
            <translation>戴蒙·为我跳舞</translation>
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
            <translation>琼恩·雪诺</translation>
        </message>
        <message>
            <source>Bastard of Nightsong</source>
            <translation>夜歌城的私生子</translation>
        </message>
        <message>
            <source>Ser Axell Florent</source>
            <translation>阿塞尔·佛罗伦爵士</translation>
        </message>
        <message>
            <source>Mance Rayder</source>
            <translation>曼斯·雷德</translation>
        </message>
        <message>
            <source>Rodrik the Reader</source>
            <translation>读书人罗德利克</translation>
        </message>
        <message>
            <source>Qarl the Maid</source>
            <translation>少女奎尔</translation>
        </message>
        <message>
            <source>Ser Harras Harlaw</source>
            <translation>哈拉斯·哈尔洛爵士</translation>
        </message>
        <message>
            <source>Bastard of Godsgrace</source>
            <translation>神恩城的私生子</translation>
        </message>
        <message>
            <source>Big Man</source>
            <translation>大个子</translation>
        </message>
        <message>
            <source>Ser Gerris Drinkwater</source>
            <translation>杰洛·德林克沃特爵士</translation>
        </message>
        <message>
            <source>Quentyn Martell</source>
            <translation>昆廷·马泰尔</translation>
        </message>
        <message>
            <source>Willas Tyrell</source>
            <translation>威拉斯·提利尔</translation>
        </message>
        <message>
            <source>Ser Jon Fossoway</source>
            <translation>琼恩·佛索威爵士</translation>
        </message>
        <message>
            <source>Paxter Redwyne</source>
            <translation>派克斯特·雷德温</translation>
        </message>
        <message>
            <source>Bolton</source>
            <translation>波顿</translation>
        </message>
        <message>
            <source>A Dance with Dragons</source>
            <translation>魔龙的狂舞</translation>
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
            <translation>内部纷争</translation>
        </message>
        <message>
            <source>Empty Promises</source>
            <translation>空头承诺</translation>
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
            <translation>散播异议</translation>
        </message>
        <message>
            <source>Southron Ambitions</source>
            <translation>南方野心</translation>
        </message>
        <message>
            <source>Strongholds of Resistance</source>
            <translation>抵抗据点</translation>
        </message>
        <message>
            <source>The Long Plan</source>
            <translation>长远之计</translation>
        </message>
        <message>
            <source>Watering the Seed</source>
            <translation>播种浇灌</translation>
        </message>
        <message>
            <source>Word Spreads Quickly</source>
            <translation>消息迅速传开</translation>
        </message>
        <message>
            <source>supply limit after the retreat</source>
            <translation>撤退后的补给上限</translation>
        </message>
        <message>
            <source>Varys</source>
            <translation>瓦里斯</translation>
        </message>
        <message>
            <source>Syrio Forel</source>
            <translation>西里欧·佛瑞尔</translation>
        </message>
        <message>
            <source>Jaqen H'ghar</source>
            <translation>贾昆·赫加尔</translation>
        </message>
        <message>
            <source>Janos Slynt</source>
            <translation>杰诺斯·史林特</translation>
        </message>
        <message>
            <source>Jon Connington</source>
            <translation>琼恩·克林顿</translation>
        </message>
        <message>
            <source>Beric Dondarrion</source>
            <translation>贝里·唐德利恩</translation>
        </message>
        <message>
            <source>Bronn</source>
            <translation>波隆</translation>
        </message>
            <message>
            <source>A Feast for Crows</source>
            <translation>群鸦的盛宴</translation>
        </message>
        <message>
            <source>Littlefinger</source>
            <translation>小指头</translation>
        </message>
        <message>
            <source>Nestor Royce</source>
            <translation>奈斯特·罗伊斯</translation>
        </message>
        <message>
            <source>Lyn Corbray</source>
            <translation>林恩·科布瑞</translation>
        </message>
        <message>
            <source>Alayne Stone</source>
            <translation>雅莲·石东</translation>
        </message>
        <message>
            <source>Lothor Brune</source>
            <translation>罗索·布伦</translation>
        </message>
        <message>
            <source>Rally the Men</source>
            <translation>召集人马</translation>
        </message>
        <message>
            <source>The Burden of Power</source>
            <translation>权力的重负</translation>
        </message>
        <message>
            <source>Famine</source>
            <translation>饥荒</translation>
        </message>
        <message>
            <source>Ironborn Raid</source>
            <translation>铁种劫掠</translation>
        </message>
        <message>
            <source>Shifting Ambitions</source>
            <translation>野心易主</translation>
        </message>
        <message>
            <source>New Information</source>
            <translation>新情报</translation>
        </message>
        <message>
            <source>Stop the Storm</source>
            <translation>平息风暴</translation>
        </message>
        <message>
            <source>Cavalry Charge</source>
            <translation>骑兵冲锋</translation>
        </message>
        <message>
            <source>Backdoor Politics</source>
            <translation>幕后政治</translation>
        </message>
        <message>
            <source>Home Invasion</source>
            <translation>直捣家园</translation>
        </message>
        <message>
            <source>Land Grab</source>
            <translation>圈地</translation>
        </message>
        <message>
            <source>Arbor Gold</source>
            <translation>青亭岛金酒</translation>
        </message>
        <message>
            <source>Extend Your Reach</source>
            <translation>扩张势力</translation>
        </message>
        <message>
            <source>Take the Black</source>
            <translation>穿上黑衣</translation>
        </message>
        <message>
            <source>The Raven</source>
            <translation>信鸦</translation>
        </message>
        <message>
            <source>Support the Crown</source>
            <translation>拥护王权</translation>
        </message>
        <message>
            <source>The Throne</source>
            <translation>王座</translation>
        </message>
        <message>
            <source>The Blade</source>
            <translation>宝剑</translation>
        </message>
        <message>
            <source>Hold Court</source>
            <translation>临朝听政</translation>
        </message>
        <message>
            <source>Crossing Guard</source>
            <translation>守卫渡口</translation>
        </message>
        <message>
            <source>Naval Superiority</source>
            <translation>海上优势</translation>
        </message>
        <message>
            <source>Pull the Weeds</source>
            <translation>拔除杂草</translation>
        </message>
        <message>
            <source>Ample Harvest</source>
            <translation>丰收</translation>
        </message>
        <message>
            <source>Mercantile Ventures</source>
            <translation>商贸冒险</translation>
        </message>
        <message>
            <source>A Firm Grip</source>
            <translation>牢牢掌控</translation>
        </message>
        <message>
            <source>A Stalwart Position</source>
            <translation>坚固阵地</translation>
        </message>
        <message>
            <source>Spreading the Wealth</source>
            <translation>广施财富</translation>
        </message>
        <message>
            <source>Protect the Neck</source>
            <translation>守护颈泽</translation>
        </message>
        <message>
            <source>Nothing but Ghosts</source>
            <translation>唯余鬼魂</translation>
        </message>
        <message>
            <source>The Final Hour</source>
            <translation>最后时刻</translation>
        </message>
        <message>
            <source>The People's Chosen</source>
            <translation>众望所归</translation>
        </message>
        <message>
            <source>A Mountainous Task</source>
            <translation>艰巨任务</translation>
        </message>
        <message>
            <source>A Riper Fruit</source>
            <translation>更熟的果实</translation>
        </message>
        <message>
            <source>Friendly Confines</source>
            <translation>友好领地</translation>
        </message>
        <message>
            <source>Arryn's special objective</source>
            <translation>艾林的特殊目标</translation>
        </message>
        <message>
            <source>Baratheon's special objective</source>
            <translation>拜拉席恩的特殊目标</translation>
        </message>
        <message>
            <source>Lannister's special objective</source>
            <translation>兰尼斯特的特殊目标</translation>
        </message>
        <message>
            <source>Stark's special objective</source>
            <translation>史塔克的特殊目标</translation>
        </message>
        <message>
            <source>Customs Officer</source>
            <translation>海关官员</translation>
        </message>
        <message>
            <source>Expert Artificer</source>
            <translation>巧匠大师</translation>
        </message>
        <message>
            <source>Full Host</source>
            <translation>全军</translation>
        </message>
        <message>
            <source>Loyal Maester</source>
            <translation>忠诚学士</translation>
        </message>
        <message>
            <source>Master-at-Arms</source>
            <translation>教头</translation>
        </message>
        <message>
            <source>Pyromancer</source>
            <translation>火术士</translation>
        </message>
        <message>
            <source>Savvy Steward</source>
            <translation>精明管家</translation>
        </message>
        <message>
            <source>Sea Raiders</source>
            <translation>海上掠夺者</translation>
        </message>
        <message>
            <source>Siege Engineers</source>
            <translation>攻城工兵</translation>
        </message>
        <message>
            <source>Spymaster</source>
            <translation>情报总管</translation>
        </message>
        <message>
            <source>The Faceless Men</source>
            <translation>无面者</translation>
        </message>
        <message>
            <source>Vanguard Cavalry</source>
            <translation>先锋骑兵</translation>
        </message>
        <message>
            <source>unpaid interest to the Iron Bank</source>
            <translation>未付铁金库的利息</translation>
        </message>
        <message>
            <source>Iron Bank</source>
            <translation>铁金库</translation>
        </message>
        <message>
            <source>Reset the wildling threat to 0</source>
            <translation>把野人威胁重置为 0</translation>
        </message>
        <message>
            <source>A Dance with Mother of Dragons</source>
            <translation>龙之母的狂舞</translation>
        </message>
        <message>
            <source>Struggle in the North</source>
            <translation>北境之争</translation>
        </message>
        <message>
            <source>Rumble in the South</source>
            <translation>南境混战</translation>
        </message>
        <message>
            <source>Race to King's Landing</source>
            <translation>竞逐君临</translation>
        </message>
        <message>
            <source>No Kraken for Dinner</source>
            <translation>晚餐没有海怪</translation>
        </message>
        <message>
            <source>Teach the Game</source>
            <translation>教学对局</translation>
        </message>
        <message>
            <source>pay</source>
            <translation>支付</translation>
        </message>
        <message>
            <source>the loyalty that wins at once</source>
            <translation>立即获胜所需的忠诚</translation>
        </message>
        <message>
            <source>the victory points that win</source>
            <translation>获胜所需的胜利点数</translation>
        </message>
        <message>
            <source>its port was taken</source>
            <translation>其港口被占领</translation>
        </message>
        <message>
            <source>Dense Fog</source>
            <translation>浓雾</translation>
        </message>
        <message>
            <source>the table declared it the winner</source>
            <translation>牌桌宣布其获胜</translation>
        </message>
        <message>
            <source>every other player's chess clock ran out</source>
            <translation>其他所有玩家的棋钟都已用完</translation>
        </message>
        <message>
            <source>Smalljon Umber</source>
            <translation>小琼恩·安柏</translation>
        </message>
        <message>
            <source>Jory Cassel</source>
            <translation>乔里·凯索</translation>
        </message>
        <message>
            <source>Maege Mormont</source>
            <translation>梅姬·莫尔蒙</translation>
        </message>
        <message>
            <source>Bran Stark</source>
            <translation>布兰·史塔克</translation>
        </message>
        <message>
            <source>Joffrey Lannister</source>
            <translation>乔佛里·兰尼斯特</translation>
        </message>
        <message>
            <source>Salladhar Saan</source>
            <translation>萨拉多·桑</translation>
        </message>
        <message>
            <source>Devan Seaworth</source>
            <translation>戴文·席渥斯</translation>
        </message>
        <message>
            <source>Dagmer Cleftjaw</source>
            <translation>裂颚达格默</translation>
        </message>
        <message>
            <source>Andrik the Unsmiling</source>
            <translation>不笑的安德里克</translation>
        </message>
        <message>
            <source>Maester Caleotte</source>
            <translation>凯洛特学士</translation>
        </message>
        <message>
            <source>Lord Mormont</source>
            <translation>莫尔蒙伯爵</translation>
        </message>
        <message>
            <source>Sir Rodrik Cassel</source>
            <translation>罗德利克·凯索爵士</translation>
        </message>
        <message>
            <source>Lannister Captain</source>
            <translation>兰尼斯特家族队长</translation>
        </message>
        <message>
            <source>Cercei Lannister</source>
            <translation>瑟曦·兰尼斯特</translation>
        </message>
        <message>
            <source>Robert Baratheon</source>
            <translation>劳勃·拜拉席恩</translation>
        </message>
        <message>
            <source>Blacktyde Captain</source>
            <translation>黑潮岛家族队长</translation>
        </message>
        <message>
            <source>Tyrell Captain</source>
            <translation>提利尔家族队长</translation>
        </message>
        <message>
            <source>Margery Tyrell</source>
            <translation>玛格丽·提利尔</translation>
        </message>
        <message>
            <source>Ellaria Sand</source>
            <translation>艾拉莉亚·沙德</translation>
        </message>
</context>
    <context>
        <name>Panels</name>
        <message>
            <source>{n} sword(s)</source>
            <translation>{n} 把宝剑</translation>
        </message>
        <message>
            <source>{n} fortification(s)</source>
            <translation>{n} 个堡垒</translation>
        </message>
        <message>
            <source>Strength {n}</source>
            <translation>战力 {n}</translation>
        </message>
        <message>
            <source>Round {n}/{total}</source>
            <translation>第 {n}/{total} 轮</translation>
        </message>
        <message>
            <source>Game round; the game ends after round {n}.</source>
            <translation>游戏轮次；第 {n} 轮后游戏结束。</translation>
        </message>
        <message>
            <source>Wildling threat {n}</source>
            <translation>野人威胁 {n}</translation>
        </message>
        <message>
            <source>The wildlings attack when the threat reaches {max}.</source>
            <translation>威胁达到 {max} 时野人入侵。</translation>
        </message>
        <message>
            <source>May place {n} starred order(s).</source>
            <translation>可以下达 {n} 个星标命令。</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>补给</translation>
        </message>
        <message>
            <source>Supply {level}: armies of at most {armies} units</source>
            <translation>补给 {level}：军队规模上限 {armies}</translation>
        </message>
        <message>
            <source>Castles (victory at {n}) and power</source>
            <translation>城堡（{n} 座获胜）与权力</translation>
        </message>
        <message>
            <source>{house}: {castles} castle(s) or stronghold(s), {power} power token(s) available</source>
            <translation>{house}：{castles} 座城堡或要塞，可用权力标记 {power} 个</translation>
        </message>
        <message>
            <source>{house}: {points} loyalty point(s), victory at {n}; {power} power token(s) available</source>
            <translation>{house}：忠诚点数 {points}，达到 {n} 即获胜；可用权力标记 {power} 个</translation>
        </message>
        <message>
            <source>(you)</source>
            <translation>（你）</translation>
        </message>
        <message>
            <source>(discarded)</source>
            <translation>（已弃）</translation>
        </message>
        <message>
            <source>Westeros cards this round</source>
            <translation>本轮维斯特洛卡</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>尚无</translation>
        </message>
        <message>
            <source>Not allowed this round: {orders}</source>
            <translation>本轮禁止：{orders}</translation>
        </message>
        <message>
            <source>You know the top wildling card:</source>
            <translation>你知道野人牌堆顶的牌：</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>所有人</translation>
        </message>
        <message>
            <source>To {house}</source>
            <translation>私聊{house}</translation>
        </message>
        <message>
            <source>Write a message…</source>
            <translation>输入消息……</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>发送</translation>
        </message>
        <message>
            <source>Spectator</source>
            <translation>观众</translation>
        </message>
        <message>
            <source>Event cards this round</source>
            <translation>本回合事件牌</translation>
        </message>
        <message>
            <source>This round supporting footmen add no strength.</source>
            <translation>本回合步兵在支援时战力为0。</translation>
        </message>
        <message>
            <source>Click to see it in full</source>
            <translation>点击查看详情</translation>
        </message>
            <message>
            <source>Victory points (victory at {n}) and power</source>
            <translation>胜利点（{n} 点获胜）与权力</translation>
        </message>
        <message>
            <source>{house}: {points} victory point(s) of {n}; {power} power token(s) available</source>
            <translation>{house}：{points} / {n} 胜利点；可用权力标记 {power} 个</translation>
        </message>
        <message>
            <source>Cards left: {decks}</source>
            <translation>剩余牌数：{decks}</translation>
        </message>
        <message>
            <source>{unit} strength {n}</source>
            <translation>{unit}战力 {n}</translation>
        </message>
        <message>
            <source>{unit}: strength {n} now (round {round}); one step stronger on rounds {rounds}, at most {most}.</source>
            <translation>{unit}：当前战力 {n}（第 {round} 回合）；在第 {rounds} 回合各增强一级，最高 {most}。</translation>
        </message>
        <message>
            <source>Counted in the areas you can see (fog of war).</source>
            <translation>只计算你能看到的区域（战争迷雾）。</translation>
        </message>
        <message>
            <source>Out of sight (fog of war): {houses}</source>
            <translation>不在视野内（战争迷雾）：{houses}</translation>
        </message>
</context>
    <context>
        <name>IronBank</name>
        <message>
            <source>The Iron Bank</source>
            <translation>铁金库</translation>
        </message>
        <message>
            <source>{cost} power</source>
            <translation>{cost} 权力</translation>
        </message>
        <message>
            <source>{cost} power (you pay {price})</source>
            <translation>{cost} 权力（你付 {price}）</translation>
        </message>
        <message>
            <source>{n} loans left in the deck</source>
            <translation>牌堆剩余 {n} 张贷款</translation>
        </message>
        <message>
            <source>{house} holds Braavos and pays less</source>
            <translation>{house}控制布拉佛斯，付款更少</translation>
        </message>
        <message>
            <source>interest from round {n}</source>
            <translation>第 {n} 轮起付利息</translation>
        </message>
        <message>
            <source>owes {n} power each Westeros phase</source>
            <translation>每个维斯特洛阶段欠 {n} 权力</translation>
        </message>
        <message>
            <source>Nobody owes the Iron Bank anything yet.</source>
            <translation>尚无人欠铁金库。</translation>
        </message>
        <message>
            <source>Your Iron Bank order in {region}: buy one loan on offer with power now (it then costs 1 power of interest every Westeros phase), or none.</source>
            <translation>你在{region}的铁金库命令：现在用权力买下一笔在售的贷款（此后每个维斯特洛阶段要付 1 权力利息），或者不买。</translation>
        </message>
        <message>
            <source>{loan}: where does the new {unit} go?</source>
            <translation>{loan}：新的{unit}放在哪里？</translation>
        </message>
        <message>
            <source>{loan}: which land area gains a power crown?</source>
            <translation>{loan}：哪个陆地地区获得一个权力王冠？</translation>
        </message>
        <message>
            <source>{loan}: which land area gains a supply barrel?</source>
            <translation>{loan}：哪个陆地地区获得一个补给酒桶？</translation>
        </message>
        <message>
            <source>{loan}: which Castle becomes a Stronghold?</source>
            <translation>{loan}：哪座城堡升级为要塞？</translation>
        </message>
        <message>
            <source>{loan}: which Castle is torn down?</source>
            <translation>{loan}：拆除哪座城堡？</translation>
        </message>
        <message>
            <source>{loan}: a power crown or a supply barrel in {region}?</source>
            <translation>{loan}：在{region}放权力王冠还是补给酒桶？</translation>
        </message>
        <message>
            <source>{loan}: look at the top two cards of which Westeros deck?</source>
            <translation>{loan}：查看哪个维斯特洛牌堆顶的两张牌？</translation>
        </message>
        <message>
            <source>{loan}: the top cards of deck {deck} are {cards}. Which go to the bottom, and in which order do the others stay?</source>
            <translation>{loan}：牌堆 {deck} 顶的牌是{cards}。哪些放到牌堆底，其余按什么顺序留在顶部？</translation>
        </message>
        <message>
            <source>{loan}: destroy a knight in which area?</source>
            <translation>{loan}：消灭哪个地区的骑士？</translation>
        </message>
        <message>
            <source>{loan}: destroy a footman in which area?</source>
            <translation>{loan}：消灭哪个地区的步兵？</translation>
        </message>
        <message>
            <source>{loan} — {cost} power</source>
            <translation>{loan} — {cost} 权力</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>空</translation>
        </message>
        <message>
            <source>No loan</source>
            <translation>不贷款</translation>
        </message>
        <message>
            <source>On top: {top} · at the bottom: {bottom}</source>
            <translation>牌堆顶：{top} · 牌堆底：{bottom}</translation>
        </message>
    </context>
    <context>
        <name>Vassals</name>
        <message>
            <source>Vassals: houses nobody plays stay on the board</source>
            <translation>附庸：无人扮演的家族仍留在版图上</translation>
        </message>
        <message>
            <source>Fewer players than houses ({low}-{high} players): each house nobody plays is a vassal, and each round the players take turns to command the vassals.</source>
            <translation>玩家少于家族（{low}-{high} 名玩家）：无人扮演的家族成为附庸，每轮由玩家轮流指挥附庸。</translation>
        </message>
        <message>
            <source>Vassals are not part of this edition.</source>
            <translation>这一版没有附庸。</translation>
        </message>
        <message>
            <source>Vassals in this game (nobody plays them; each round the players command them in turn):</source>
            <translation>本局的附庸（无人扮演；每轮由玩家轮流指挥）：</translation>
        </message>
        <message>
            <source>Choose at most {n} houses: {n} players play, the other houses are vassals.</source>
            <translation>最多选择 {n} 个家族：{n} 名玩家参战，其余家族为附庸。</translation>
        </message>
        <message>
            <source>{houses} is never a vassal and always has a seat.</source>
            <translation>{houses}从不成为附庸，总有一个席位。</translation>
        </message>
        <message>
            <source>A vassal: nobody plays it; each round a player commands it.</source>
            <translation>附庸：无人扮演；每轮由一名玩家指挥。</translation>
        </message>
        <message>
            <source>{decision} for {house}</source>
            <translation>为{house}{decision}</translation>
        </message>
        <message>
            <source>Claim vassals</source>
            <translation>认领附庸</translation>
        </message>
        <message>
            <source>Take none</source>
            <translation>不认领</translation>
        </message>
        <message>
            <source>Command these</source>
            <translation>指挥所选附庸</translation>
        </message>
        <message>
            <source>{house} ({n} areas with units)</source>
            <translation>{house}（{n} 个有部队的地区）</translation>
        </message>
        <message>
            <source>Chosen: {n} of at most {most}</source>
            <translation>已选：{n} / 最多 {most}</translation>
        </message>
        <message>
            <source>Orders for {house}: a vassal you ({seat}) command this round, with its own order tokens.</source>
            <translation>{house}的命令：本轮由你（{seat}）指挥的附庸，使用它自己的命令标记。</translation>
        </message>
        <message>
            <source>For {house}: a vassal you ({seat}) command this round.</source>
            <translation>为{house}决定：本轮由你（{seat}）指挥的附庸。</translation>
        </message>
        <message>
            <source>Place the vassal's orders</source>
            <translation>为附庸下达命令</translation>
        </message>
        <message>
            <source>At most {count} orders, in areas with the vassal's units (fewer, even none, are allowed): {placed} placed.</source>
            <translation>最多 {count} 个命令，放在附庸有部队的地区（可以更少，甚至不放）：已放 {placed} 个。</translation>
        </message>
        <message>
            <source>The vassal's order tokens</source>
            <translation>附庸的命令标记</translation>
        </message>
        <message>
            <source>vassal, not commanded yet</source>
            <translation>附庸，尚无人指挥</translation>
        </message>
        <message>
            <source>A vassal, commanded this round by {house}.</source>
            <translation>附庸，本轮由{house}指挥。</translation>
        </message>
        <message>
            <source>{house}'s cards for this battle, drawn at random from the shared vassal deck (only its commander sees them; they go back afterwards):</source>
            <translation>{house}在这场战斗中的卡牌，从共用的附庸牌堆随机抽取（只有其指挥者能看到；战斗后放回）：</translation>
        </message>
        <message>
            <source>Vassal: draws {n} cards per battle from the vassal deck</source>
            <translation>附庸：每场战斗从附庸牌堆抽 {n} 张牌</translation>
        </message>
        <message>
            <source>Claiming vassals</source>
            <translation>认领附庸</translation>
        </message>
        <message>
            <source>Choose a vassal to command this round.</source>
            <translation>选择本轮要指挥的一个附庸。</translation>
        </message>
        <message>
            <source>Choose up to {n} vassals to command this round.</source>
            <translation>选择本轮最多指挥 {n} 个附庸。</translation>
        </message>
        <message>
            <source>You place their orders after every player has placed theirs and decide for them until the next Planning phase; they cannot march into your areas, nor you into theirs.</source>
            <translation>所有玩家下达命令之后，由你为它们下达命令，并在下一个计划阶段之前替它们做决定；它们不能进军你的地区，你也不能进军它们的地区。</translation>
        </message>
        <message>
            <source>Sea orders</source>
            <translation>海上命令</translation>
        </message>
        <message>
            <source>Every player also has a Sea March −1 and a Sea Support order, placed in sea areas only.</source>
            <translation>每位玩家另有一个海上行军 −1 和一个海上支援命令，只能放在海域。</translation>
        </message>
        <message>
            <source>Sea orders are not part of this edition.</source>
            <translation>这一版没有海上命令。</translation>
        </message>
        <message>
            <source>At sea only:</source>
            <translation>仅限海域：</translation>
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
            <translation>铁金库</translation>
        </message>
        <message>
            <source>Loans bought with power through an Iron Bank order placed at sea; each loan costs interest every Westeros phase.</source>
            <translation>在海域放置铁金库命令，用权力购买贷款；每笔贷款在每个维斯特洛阶段都要付利息。</translation>
        </message>
        <message>
            <source>The Iron Bank is not part of this edition.</source>
            <translation>这一版没有铁金库。</translation>
        </message>
        <message>
            <source>commanded by {house}</source>
            <translation>由{house}指挥</translation>
        </message>
        <message>
            <source>claim vassals</source>
            <translation>认领附庸</translation>
        </message>
        <message>
            <source>Before cards: {house} {mine}, {opponent} {theirs}.</source>
            <translation>出牌前：{house} {mine}，{opponent} {theirs}。</translation>
        </message>
        <message>
            <source>{house}'s strength with it: {n}</source>
            <translation>{house}用此牌的战力：{n}</translation>
        </message>
        <message>
            <source>This edition is always played with the Iron Bank: loans bought with power through an Iron Bank order placed at sea.</source>
            <translation>此版本总是使用铁金库：在海域放置铁金库命令，花费权力购买贷款。</translation>
        </message>
        <message>
            <source>the vassal deck</source>
            <translation>附庸牌堆</translation>
        </message>
        <message>
            <source>Leave out {houses}: nobody plays it</source>
            <translation>不含{houses}：无人扮演</translation>
        </message>
        <message>
            <source>{houses} is never a vassal: with this box it is not in the game at all, and the game is the setup of the other houses.</source>
            <translation>{houses}从不成为附庸：勾选此项后它完全不参与本局，本局按其余家族的设置进行。</translation>
        </message>
        <message>
            <source>Essos, Westeros deck IV and loyalty are out of the game too.</source>
            <translation>厄索斯、第四副维斯特洛牌和忠诚标记也都不在本局中。</translation>
        </message>
        <message>
            <source>{house} is left out of this game: nobody plays it.</source>
            <translation>本局不含{house}：无人扮演。</translation>
        </message>
    </context>
    <context>
        <name>Screens</name>
        <message>
            <source>A shared win: {houses}</source>
            <translation>共同获胜：{houses}</translation>
        </message>
        <message>
            <source>shared win</source>
            <translation>共同获胜</translation>
        </message>
        <message>
            <source>Bots</source>
            <translation>电脑玩家</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <source>Random moves</source>
            <translation>随机走子</translation>
        </message>
        <message>
            <source>Play on the local network…</source>
            <translation>局域网对战……</translation>
        </message>
        <message>
            <source>Pass to {house}</source>
            <translation>请交给{house}</translation>
        </message>
        <message>
            <source>{house} must {what}. Everyone else, please look away: this screen will show {house}'s secrets.</source>
            <translation>{house}需要{what}。其他人请回避：接下来的画面会显示{house}的秘密。</translation>
        </message>
        <message>
            <source>I am {house}: show my screen</source>
            <translation>我是{house}：显示我的画面</translation>
        </message>
        <message>
            <source>A Game of Thrones</source>
            <translation>权力的游戏</translation>
        </message>
        <message>
            <source>The Board Game</source>
            <translation>桌游</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>新游戏……</translation>
        </message>
        <message>
            <source>Load a game…</source>
            <translation>读取游戏……</translation>
        </message>
        <message>
            <source>Watch bots play</source>
            <translation>观看电脑对局</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新游戏</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家人数</translation>
        </message>
        <message>
            <source>Tides of Battle</source>
            <translation>战局卡</translation>
        </message>
        <message>
            <source>Houses played at this computer (the others are bots; two or more: hot-seat, passing the computer around):</source>
            <translation>在这台电脑上由玩家操控的家族（其余由电脑操控；选两个或以上即为热座模式，轮流使用电脑）：</translation>
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
            <translation>陆地</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>补给</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>权力</translation>
        </message>
        <message>
            <source>Edition</source>
            <translation>版本</translation>
        </message>
        <message>
            <source>Continue the last game</source>
            <translation>继续上一局游戏</translation>
        </message>
        <message>
            <source>Rejoin the LAN game</source>
            <translation>重新加入局域网游戏</translation>
        </message>
        <message>
            <source>Each side of a battle also draws a Tides of Battle card.</source>
            <translation>战斗双方还各抽一张战局卡。</translation>
        </message>
        <message>
            <source>Tides of Battle is not part of this edition.</source>
            <translation>这一版没有战局卡。</translation>
        </message>
        <message>
            <source>{house} does not play in a game of {n}.</source>
            <translation>{n} 人游戏中没有{house}。</translation>
        </message>
            <message>
            <source>Victory points</source>
            <translation>胜利点</translation>
        </message>
        <message>
            <source>Houses in this game: {houses}; the others are not on the board.</source>
            <translation>本局的家族：{houses}；其余家族不在棋盘上。</translation>
        </message>
        <message>
            <source>Choose at most {n} houses: {n} houses play, the others are not on the board.</source>
            <translation>最多选择 {n} 个家族：{n} 个家族参战，其余家族不在棋盘上。</translation>
        </message>
        <message>
            <source>{house} was dealt to the player who chose {place}.</source>
            <translation>{house}分配给了选择{place}的玩家。</translation>
        </message>
</context>
    <context>
        <name>Lobby</name>
        <message>
            <source>A player away past the turn clock is replaced by a vassal</source>
            <translation>玩家离开超过回合计时后由附庸接替</translation>
        </message>
        <message>
            <source>With vassals and a turn clock: the house of a player who stays away longer than the turn clock plays on as a vassal, and is given back when they return.</source>
            <translation>使用附庸和回合计时时：玩家离开超过回合计时后，其家族作为附庸继续游戏，玩家回来时交还给玩家。</translation>
        </message>
        <message>
            <source>(another version)</source>
            <translation>（版本不同）</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>地址</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>地址：</translation>
        </message>
        <message>
            <source>Away</source>
            <translation>暂时离开</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>返回</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>电脑</translation>
        </message>
        <message>
            <source>Cannot host here: {why}</source>
            <translation>无法在此主持游戏：{why}。</translation>
        </message>
        <message>
            <source>Connected</source>
            <translation>已连接</translation>
        </message>
        <message>
            <source>Discovery is not available here: type an address.</source>
            <translation>此处无法自动发现游戏：请输入地址。</translation>
        </message>
        <message>
            <source>Every seat needs a bot or a person, and every person must be ready.</source>
            <translation>每个座位都需要有玩家或电脑，且每位玩家都要准备就绪。</translation>
        </message>
        <message>
            <source>Free seats</source>
            <translation>空座位</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>游戏</translation>
        </message>
        <message>
            <source>Game name</source>
            <translation>游戏名称</translation>
        </message>
        <message>
            <source>Games hosted on this network appear here; double-click one to join. If none shows up (some networks block discovery), type the host's address below.</source>
            <translation>本局域网中主持的游戏会显示在这里，双击即可加入。如果没有显示（有些网络会阻止自动发现），请在下方输入主机地址。</translation>
        </message>
        <message>
            <source>Games on the network</source>
            <translation>网络中的游戏</translation>
        </message>
        <message>
            <source>Host a game</source>
            <translation>主持游戏</translation>
        </message>
        <message>
            <source>Host this game</source>
            <translation>主持这局游戏</translation>
        </message>
        <message>
            <source>House</source>
            <translation>家族</translation>
        </message>
        <message>
            <source>I am ready</source>
            <translation>我已准备好</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>加入</translation>
        </message>
        <message>
            <source>LAN game</source>
            <translation>局域网游戏</translation>
        </message>
        <message>
            <source>Leave</source>
            <translation>离开</translation>
        </message>
        <message>
            <source>Leave my seat</source>
            <translation>离开我的座位</translation>
        </message>
        <message>
            <source>Lobby</source>
            <translation>大厅</translation>
        </message>
        <message>
            <source>Lobby chat</source>
            <translation>大厅聊天</translation>
        </message>
        <message>
            <source>No game answers at that address.</source>
            <translation>该地址没有游戏响应。</translation>
        </message>
        <message>
            <source>No seat: show the board on this screen</source>
            <translation>不入座：在此屏幕上显示棋盘</translation>
        </message>
        <message>
            <source>Only the host can save a LAN game.</source>
            <translation>只有主机可以保存局域网游戏。</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>空位</translation>
        </message>
        <message>
            <source>Open this seat</source>
            <translation>空出这个座位</translation>
        </message>
        <message>
            <source>Open: a person joins</source>
            <translation>空位：等玩家加入</translation>
        </message>
        <message>
            <source>Others join from their game list, or at {address}</source>
            <translation>其他人可从游戏列表加入，或使用地址 {address}</translation>
        </message>
        <message>
            <source>Play on the local network</source>
            <translation>局域网对战</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家人数</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>就绪</translation>
        </message>
        <message>
            <source>Say something to everyone, then press Enter</source>
            <translation>对所有人说点什么，然后按回车</translation>
        </message>
        <message>
            <source>Seat a bot here</source>
            <translation>让电脑坐这里</translation>
        </message>
        <message>
            <source>Spectator</source>
            <translation>观战者</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>开始游戏</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Take this seat</source>
            <translation>坐这个座位</translation>
        </message>
        <message>
            <source>Take your seat back here?</source>
            <translation>要在这里取回你的座位吗？</translation>
        </message>
        <message>
            <source>That house does not play in this game.</source>
            <translation>这个家族不在本局游戏中。</translation>
        </message>
        <message>
            <source>Someone in this game already uses that name: change your name, then join again.</source>
            <translation>本局游戏中已有人使用这个名字：请更换名字后再加入。</translation>
        </message>
        <message>
            <source>Time ran out for {house}: a bot made this decision for them.</source>
            <translation>{house} 的时间用完了：由机器人代为做出这个决定。</translation>
        </message>
        <message>
            <source>Host</source>
            <translation>主持人</translation>
        </message>
        <message>
            <source>You played {house} in this game at {then}, but this host is at {now}. Take your seat back here? Only say yes if you trust this host.</source>
            <translation>你曾在 {then} 以{house}参加这局游戏，但这个主机位于 {now}。要在这里取回你的座位吗？只有在你信任这个主机时才选“是”。</translation>
        </message>
        <message>
            <source>another address</source>
            <translation>另一个地址</translation>
        </message>
        <message>
            <source>{house} {minutes}:{seconds}</source>
            <translation>{house} {minutes}:{seconds}</translation>
        </message>
        <message>
            <source>Turn clock: when a person's time runs out, a bot makes that decision for them.</source>
            <translation>回合计时：玩家的时间用完时，由机器人代其做出该决定。</translation>
        </message>
        <message>
            <source>Turn clock</source>
            <translation>回合计时</translation>
        </message>
        <message>
            <source>Time each person has for each decision; when it runs out, a bot makes that decision.</source>
            <translation>每位玩家每个决定可用的时间；超时后由机器人代为决定。</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>{minutes} min per decision</source>
            <translation>每个决定 {minutes} 分钟</translation>
        </message>
        <message>
            <source>This game is full</source>
            <translation>这局游戏已满</translation>
        </message>
        <message>
            <source>Every seat is taken. You can still watch the game as a spectator.</source>
            <translation>所有座位都有人了。你仍可以作为观众观看这局游戏。</translation>
        </message>
        <message>
            <source>Watch as a spectator</source>
            <translation>以观众身份观看</translation>
        </message>
        <message>
            <source>No, thanks</source>
            <translation>不用了</translation>
        </message>
        <message>
            <source>Its player is away: open the seat for someone else (their old seat is gone).</source>
            <translation>该玩家已离开：把座位开放给其他人（其原座位将失效）。</translation>
        </message>
        <message>
            <source>Port {old} is busy now, so this game listens on port {new}: tell the others the new address.</source>
            <translation>端口 {old} 现在被占用，本局游戏改为监听端口 {new}：请把新地址告诉其他人。</translation>
        </message>
        <message>
            <source>That seat is no longer yours (someone else holds it now).</source>
            <translation>这个座位已不再属于你（现在由别人占据）。</translation>
        </message>
        <message>
            <source>That seat was taken by someone else.</source>
            <translation>这个座位已被别人占了。</translation>
        </message>
        <message>
            <source>The host did not answer in time.</source>
            <translation>主机没有及时响应。</translation>
        </message>
        <message>
            <source>The host has not started the game yet.</source>
            <translation>主机还没有开始游戏。</translation>
        </message>
        <message>
            <source>The host is gone: the connection to the game was lost.</source>
            <translation>主机已离开：与游戏的连接中断了。</translation>
        </message>
        <message>
            <source>The host refused: {why}</source>
            <translation>主机拒绝了：{why}。</translation>
        </message>
        <message>
            <source>This game is full: every seat is taken.</source>
            <translation>这局游戏已满：所有座位都有人了。</translation>
        </message>
        <message>
            <source>This game uses another edition of the rules.</source>
            <translation>这局游戏使用另一版规则。</translation>
        </message>
        <message>
            <source>This game was hosted by a different version of the program.</source>
            <translation>这局游戏由不同版本的程序主持。</translation>
        </message>
        <message>
            <source>Tides of Battle</source>
            <translation>战局卡</translation>
        </message>
        <message>
            <source>Type the address as host:port, e.g. 192.168.1.20:47400.</source>
            <translation>请按 主机:端口 的格式输入地址，例如 192.168.1.20:47400。</translation>
        </message>
        <message>
            <source>Who plays each house:</source>
            <translation>各家族由谁来玩：</translation>
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
            <translation>主机:端口，例如 192.168.1.20:47400</translation>
        </message>
        <message>
            <source>Resume a saved LAN game…</source>
            <translation>继续已保存的局域网游戏……</translation>
        </message>
        <message>
            <source>Host a saved game again: the same people take their seats back.</source>
            <translation>重新主持已保存的游戏：原来的玩家回到各自的座位。</translation>
        </message>
        <message>
            <source>Resume a saved LAN game</source>
            <translation>继续已保存的局域网游戏</translation>
        </message>
        <message>
            <source>LAN game saves (*.agot);;All files (*)</source>
            <translation>局域网游戏存档 (*.agot);;所有文件 (*)</translation>
        </message>
        <message>
            <source>This save cannot be resumed: {why}</source>
            <translation>无法继续此存档：{why}。</translation>
        </message>
        <message>
            <source>This game is over: there is nothing to resume.</source>
            <translation>这局游戏已经结束：没有可继续的内容。</translation>
        </message>
        <message>
            <source>Edition</source>
            <translation>版本</translation>
        </message>
        <message>
            <source>The host can save the game again: play goes on.</source>
            <translation>主机又能保存游戏了：游戏继续。</translation>
        </message>
        <message>
            <source>The host has no room for more connections right now: try again later.</source>
            <translation>主机目前无法接受更多连接，请稍后再试。</translation>
        </message>
        <message>
            <source>The host sent something this program cannot read: the connection was closed.</source>
            <translation>主机发来了本程序无法读取的数据，连接已关闭。</translation>
        </message>
        <message>
            <source>The host refused to let this window join.</source>
            <translation>主机拒绝了这个窗口加入。</translation>
        </message>
        <message>
            <source>the seat's token</source>
            <translation>该席位的令牌</translation>
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
            <translation>由电脑玩家操控</translation>
        </message>
        <message>
            <source>Kept for a person: enter the token the host gave you</source>
            <translation>为某位玩家保留：输入主机给你的令牌</translation>
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
            <translation>请先输入或粘贴{house}席位的令牌。</translation>
        </message>
        <message>
            <source>Choose your seat</source>
            <translation>选择你的席位</translation>
        </message>
        <message>
            <source>This game has begun. Take an open seat, take a seat kept for you with its token, or watch.</source>
            <translation>这局游戏已经开始。你可以坐一个空位，用令牌坐回为你保留的席位，或者观战。</translation>
        </message>
        <message>
            <source>Back to the games</source>
            <translation>返回游戏列表</translation>
        </message>
        <message>
            <source>You joined {game} and play {house}.</source>
            <translation>你已加入{game}，扮演{house}。</translation>
        </message>
        <message>
            <source>You joined {game} as a spectator: you watch, you do not play.</source>
            <translation>你以观众身份加入了{game}：你只观战，不参与游戏。</translation>
        </message>
        <message>
            <source>That token does not fit {house}'s seat: check it with the host and try again.</source>
            <translation>这个令牌与{house}的席位不符：请向主机核对后再试。</translation>
        </message>
        <message>
            <source>This game cannot be hosted: {why}</source>
            <translation>无法主持这局游戏：{why}。</translation>
        </message>
        <message>
            <source>The host ended the game.</source>
            <translation>主机结束了这局游戏。</translation>
        </message>
        <message>
            <source>{name} ({house})</source>
            <translation>{name}（{house}）</translation>
        </message>
        <message>
            <source>{who}, who hosts it, ended the game.</source>
            <translation>主持这局游戏的{who}结束了游戏。</translation>
        </message>
        <message>
            <source>Every network of this computer</source>
            <translation>本机的所有网络</translation>
        </message>
        <message>
            <source>This computer only ({address})</source>
            <translation>仅限本机（{address}）</translation>
        </message>
        <message>
            <source>Listen on</source>
            <translation>监听于</translation>
        </message>
        <message>
            <source>The network the game can be joined from: every network of this computer, one of its addresses (the home network's, or a VPN's such as Tailscale, ZeroTier or WireGuard), or this computer only.</source>
            <translation>可以从哪个网络加入这局游戏：本机的所有网络、本机的某个地址（家庭网络的，或 Tailscale、ZeroTier、WireGuard 等 VPN 的），或者仅限本机。</translation>
        </message>
        <message>
            <source>You joined {game}, and the houses were dealt: you play {house}.</source>
            <translation>你已加入{game}，家族已随机分配：你扮演{house}。</translation>
        </message>
        <message>
            <source>Who decides</source>
            <translation>由谁决定</translation>
        </message>
        <message>
            <source>The host (you)</source>
            <translation>主机（你）</translation>
        </message>
        <message>
            <source>The table votes</source>
            <translation>牌桌投票</translation>
        </message>
        <message>
            <source>Who answers when a friend arriving late asks to take over a bot's or a vassal's house, when two players want to swap houses, or when someone asks to pause the game or end it after this round: you, or everyone at the table by vote.</source>
            <translation>当迟到的朋友请求接手电脑或附庸的家族、两位玩家想交换家族、或有人提议暂停游戏或在本轮结束后结束游戏时，由谁来答复：你，或牌桌上所有人投票。</translation>
        </message>
    </context>
    <context>
        <name>Refusal</name>
        <message>
            <source>the game is over</source>
            <translation>游戏已结束</translation>
        </message>
        <message>
            <source>the game does not expect {command} now</source>
            <translation>游戏现在不接受{command}</translation>
        </message>
        <message>
            <source>this client sent a seat's token in the clear; a token is never sent, only proved (update the client)</source>
            <translation>此客户端以明文发送了座位令牌；令牌从不发送，只做证明（请更新客户端）</translation>
        </message>
        <message>
            <source>{seat} is not awaited</source>
            <translation>现在不轮到{seat}行动</translation>
        </message>
        <message>
            <source>state {state_id} is not the current {current}</source>
            <translation>状态 {state_id} 不是当前状态 {current}</translation>
        </message>
        <message>
            <source>expected {expected}, got {command}</source>
            <translation>应当是{expected}，收到的却是{command}</translation>
        </message>
        <message>
            <source>there is nothing to decide now</source>
            <translation>现在没有需要决定的事</translation>
        </message>
        <message>
            <source>the command is malformed: {problem}</source>
            <translation>命令格式错误：{problem}</translation>
        </message>
        <message>
            <source>{house} has no units in {region}</source>
            <translation>{house}在{region}没有部队</translation>
        </message>
        <message>
            <source>unknown order token {token}</source>
            <translation>未知的命令标记 {token}</translation>
        </message>
        <message>
            <source>{token} may not be placed this round</source>
            <translation>本轮不能放置{token}</translation>
        </message>
        <message>
            <source>each order token can be used once</source>
            <translation>每个命令标记只能使用一次</translation>
        </message>
        <message>
            <source>at most {limit} starred orders</source>
            <translation>最多只能使用 {limit} 个星标命令</translation>
        </message>
        <message>
            <source>place an order in each area with units ({n} orders)</source>
            <translation>须在每个有部队的地区放置一个命令（共 {n} 个）</translation>
        </message>
        <message>
            <source>two orders in {region}</source>
            <translation>{region}放了两个命令</translation>
        </message>
        <message>
            <source>unknown raven action {action}</source>
            <translation>未知的信鸦行动 {action}</translation>
        </message>
        <message>
            <source>no {house} order in {region}</source>
            <translation>{region}没有{house}的命令</translation>
        </message>
        <message>
            <source>{token} is not unused: pick an order token you have not placed</source>
            <translation>{token}已被使用：请选择一个尚未放置的命令标记</translation>
        </message>
        <message>
            <source>that exceeds the starred order limit</source>
            <translation>这样会超过星标命令的上限</translation>
        </message>
        <message>
            <source>choose keep or bury</source>
            <translation>请选择保留或放到底部</translation>
        </message>
        <message>
            <source>no {house} raid order in {source}</source>
            <translation>{source}没有{house}的突袭命令</translation>
        </message>
        <message>
            <source>{source} cannot raid {target}</source>
            <translation>{source}不能突袭{target}</translation>
        </message>
        <message>
            <source>no {house} march order in {source}</source>
            <translation>{source}没有{house}的行军命令</translation>
        </message>
        <message>
            <source>units must leave the area to march</source>
            <translation>行军的部队必须离开所在地区</translation>
        </message>
        <message>
            <source>a move needs units</source>
            <translation>每次移动都需要部队</translation>
        </message>
        <message>
            <source>{source} cannot march to {dest}</source>
            <translation>不能从{source}行军到{dest}</translation>
        </message>
        <message>
            <source>those units are not able to march from {source}</source>
            <translation>这些部队不能从{source}行军</translation>
        </message>
        <message>
            <source>a march may start at most one combat</source>
            <translation>一次行军最多只能引发一场战斗</translation>
        </message>
        <message>
            <source>that march would exceed the supply limit</source>
            <translation>这次行军会超过补给上限</translation>
        </message>
        <message>
            <source>a power token cannot be left in {source}</source>
            <translation>不能在{source}留下权力标记</translation>
        </message>
        <message>
            <source>a power token is left only when every unit leaves</source>
            <translation>只有全部部队离开时才能留下权力标记</translation>
        </message>
        <message>
            <source>a port holds at most {limit} ships</source>
            <translation>一个港口最多容纳 {limit} 艘战船</translation>
        </message>
        <message>
            <source>choose how many ships to take over</source>
            <translation>请选择接管多少艘战船</translation>
        </message>
        <message>
            <source>one choice per region</source>
            <translation>每个地区只能做一个选择</translation>
        </message>
        <message>
            <source>declare each of {regions}</source>
            <translation>请为以下每个地区作出声明：{regions}</translation>
        </message>
        <message>
            <source>a side must be attacker, defender or none</source>
            <translation>支援对象必须是进攻方、防守方或不支援</translation>
        </message>
        <message>
            <source>a neutral force cannot be supported</source>
            <translation>不能支援中立势力</translation>
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
            <translation>这不是可选的选项</translation>
        </message>
        <message>
            <source>select between {min} and {max} units</source>
            <translation>请选择 {min} 到 {max} 个部队</translation>
        </message>
        <message>
            <source>those units are not eligible</source>
            <translation>这些部队不符合条件</translation>
        </message>
        <message>
            <source>the armies still exceed the supply limit</source>
            <translation>军队仍然超过补给上限</translation>
        </message>
        <message>
            <source>that destroys more units than needed</source>
            <translation>这样消灭的部队多于所需</translation>
        </message>
        <message>
            <source>all units must come from one area</source>
            <translation>所有部队必须来自同一个地区</translation>
        </message>
        <message>
            <source>bid between 0 and {limit}</source>
            <translation>出价必须在 0 到 {limit} 之间</translation>
        </message>
        <message>
            <source>order exactly the tied houses</source>
            <translation>请排列平局的家族，不多也不少</translation>
        </message>
        <message>
            <source>{castle} cannot muster now</source>
            <translation>{castle}现在不能征兵</translation>
        </message>
        <message>
            <source>cannot upgrade to {unit}</source>
            <translation>不能升级为{unit}</translation>
        </message>
        <message>
            <source>upgrades happen in the mustering area</source>
            <translation>升级只能在征兵地区进行</translation>
        </message>
        <message>
            <source>no footman to upgrade in {castle}</source>
            <translation>{castle}没有可升级的步兵</translation>
        </message>
        <message>
            <source>unknown unit {unit}</source>
            <translation>未知的部队 {unit}</translation>
        </message>
        <message>
            <source>a ship cannot be mustered into {dest}</source>
            <translation>不能在{dest}征召战船</translation>
        </message>
        <message>
            <source>{dest} holds enemy ships</source>
            <translation>{dest}有敌方战船</translation>
        </message>
        <message>
            <source>land units appear in the mustering area</source>
            <translation>陆地部队只能出现在征兵地区</translation>
        </message>
        <message>
            <source>enemy units are in {castle}</source>
            <translation>{castle}有敌方部队</translation>
        </message>
        <message>
            <source>{castle} has only {points} points</source>
            <translation>{castle}只有 {points} 点征兵点数</translation>
        </message>
        <message>
            <source>not enough {unit} pieces left</source>
            <translation>剩余的{unit}棋子不足</translation>
        </message>
        <message>
            <source>those units would exceed the supply limit</source>
            <translation>这些部队会超过补给上限</translation>
        </message>
        <message>
            <source>placing orders</source>
            <translation>放置命令</translation>
        </message>
        <message>
            <source>using the Messenger Raven</source>
            <translation>使用信鸦</translation>
        </message>
        <message>
            <source>a raid</source>
            <translation>突袭</translation>
        </message>
        <message>
            <source>a march</source>
            <translation>行军</translation>
        </message>
        <message>
            <source>declaring support</source>
            <translation>声明支援</translation>
        </message>
        <message>
            <source>a house card</source>
            <translation>家族卡</translation>
        </message>
        <message>
            <source>a bid</source>
            <translation>出价</translation>
        </message>
        <message>
            <source>a choice</source>
            <translation>选择</translation>
        </message>
        <message>
            <source>choosing units</source>
            <translation>选择部队</translation>
        </message>
        <message>
            <source>a retreat</source>
            <translation>撤退</translation>
        </message>
        <message>
            <source>mustering</source>
            <translation>征兵</translation>
        </message>
        <message>
            <source>ordering tied houses</source>
            <translation>排列平局家族</translation>
        </message>
        <message>
            <source>a name may not hold control, invisible or direction-changing characters</source>
            <translation>名字不能含有控制字符、不可见字符或改变文字方向的字符</translation>
        </message>
        <message>
            <source>a name has at most 40 characters</source>
            <translation>名字最多 40 个字符</translation>
        </message>
        <message>
            <source>names that read as Bot are kept for the host's bots</source>
            <translation>看起来像机器人的名字留给主机上的机器人使用</translation>
        </message>
        <message>
            <source>the host cannot save the game, so it takes no moves until saving works again</source>
            <translation>主机无法保存游戏，在能够再次保存之前不接受任何行动</translation>
        </message>
        <message>
            <source>{token} may only be placed on land, not in {region}</source>
            <translation>{token}只能放在陆地上，不能放在{region}</translation>
        </message>
        <message>
            <source>remove units worth {n} mustering points, and no more than needed</source>
            <translation>移除价值{n}点征兵点数的部队，不可多于所需</translation>
        </message>
        <message>
            <source>{n} players cannot seat every house of this game: it needs at least {min} players until vassals are played</source>
            <translation>{n}名玩家无法为本局的每个家族入座：在加入附庸规则之前，至少需要{min}名玩家</translation>
        </message>
        <message>
            <source>{seat} decides for more than one house now: name the house the command is for</source>
            <translation>{seat}现在为不止一个家族做决定：请指明命令是为哪个家族下达的</translation>
        </message>
        <message>
            <source>{seat} does not decide for {house} now</source>
            <translation>{seat}现在不为{house}做决定</translation>
        </message>
        <message>
            <source>{dest} is held by your own vassal family: it cannot be marched into</source>
            <translation>{dest}由你自己的附庸家族控制：不能向那里进军</translation>
        </message>
        <message>
            <source>a vassal places at most {n} orders</source>
            <translation>附庸最多放置 {n} 个命令</translation>
        </message>
        <message>
            <source>a vassal cannot march into a port ({dest})</source>
            <translation>附庸不能进军至港口（{dest}）</translation>
        </message>
        <message>
            <source>{token} may only be placed in a sea area, not in {region}</source>
            <translation>{token}只能放置在海域，不能放在{region}</translation>
        </message>
        <message>
            <source>power tokens cannot be given in this game</source>
            <translation>本局游戏不能赠送权力标记</translation>
        </message>
        <message>
            <source>vassals neither give nor receive power tokens</source>
            <translation>附庸既不能赠送也不能接受权力标记</translation>
        </message>
        <message>
            <source>{house} cannot receive your power tokens</source>
            <translation>{house}不能接受你的权力标记</translation>
        </message>
        <message>
            <source>give between 1 and {n} power tokens</source>
            <translation>赠送的权力标记须在 1 到 {n} 个之间</translation>
        </message>
        <message>
            <source>{house} has room for only {n} more power tokens</source>
            <translation>{house}最多只能再接受 {n} 个权力标记</translation>
        </message>
        <message>
            <source>in a combat, power tokens may be given only while support is declared</source>
            <translation>战斗中只能在宣布支援时赠送权力标记</translation>
        </message>
        <message>
            <source>power tokens cannot be given while bids are being made</source>
            <translation>竞标进行中不能赠送权力标记</translation>
        </message>
        <message>
            <source>this game has no vassals</source>
            <translation>本局游戏没有附庸</translation>
        </message>
        <message>
            <source>{house} is not in this game</source>
            <translation>{house}不在本局游戏中</translation>
        </message>
        <message>
            <source>{house} is already a vassal</source>
            <translation>{house}已是附庸</translation>
        </message>
        <message>
            <source>{house} is never a vassal</source>
            <translation>{house}永远不会成为附庸</translation>
        </message>
        <message>
            <source>{house} is the last player: it cannot become a vassal</source>
            <translation>{house}是最后一名玩家：不能成为附庸</translation>
        </message>
        <message>
            <source>{house} is not a vassal</source>
            <translation>{house}不是附庸</translation>
        </message>
        <message>
            <source>only the host may send that command</source>
            <translation>只有主机可以发送该命令</translation>
        </message>
        <message>
            <source>answer what the game asks of you before giving power tokens</source>
            <translation>请先回答游戏向你提出的问题，再赠送权力标记</translation>
        </message>
        <message>
            <source>a house changes hands only once the combat is over</source>
            <translation>家族只能在战斗结束后易手</translation>
        </message>
        <message>
            <source>names that read as Host are kept for the host</source>
            <translation>看起来像“主机”的名字留给主机使用</translation>
        </message>
        <message>
            <source>a chat message may not hold line breaks, control or direction-changing characters</source>
            <translation>聊天消息不能包含换行符、控制字符或改变文字方向的字符</translation>
        </message>
        <message>
            <source>you have given power tokens often just now: give again in {n} seconds</source>
            <translation>你刚才赠送权力标记太频繁了：请在 {n} 秒后再赠送</translation>
        </message>
        <message>
            <source>private messages are off in this game: speak to the whole table</source>
            <translation>本局关闭了私聊：请对全桌发言</translation>
        </message>
        <message>
            <source>round {n} is already the last</source>
            <translation>第 {n} 轮已经是最后一轮</translation>
        </message>
        <message>
            <source>{house} cannot be declared the winner: it is not a player's house</source>
            <translation>不能宣布{house}获胜：它不是玩家的家族</translation>
        </message>
        <message>
            <source>the game is paused: no move is taken until it resumes</source>
            <translation>游戏已暂停：继续之前不接受任何行动</translation>
        </message>
        <message>
            <source>that request to the table is malformed: {problem}</source>
            <translation>这个向牌桌提出的请求格式有误：{problem}</translation>
        </message>
        <message>
            <source>nobody decides for this table: the host takes no requests</source>
            <translation>这个牌桌没有人做决定：主机不接受请求</translation>
        </message>
        <message>
            <source>the game has not started yet</source>
            <translation>游戏还没有开始</translation>
        </message>
        <message>
            <source>only a player at the table may ask for that</source>
            <translation>只有牌桌上的玩家才能提出这个请求</translation>
        </message>
        <message>
            <source>only someone watching, not playing, may take a house over</source>
            <translation>只有正在观看、没有参与游戏的人才能接手家族</translation>
        </message>
        <message>
            <source>say who you are first: taking a house over needs a name</source>
            <translation>请先说明你是谁：接手家族需要名字</translation>
        </message>
        <message>
            <source>a tournament allows no vote to {vote}</source>
            <translation>锦标赛不允许「{vote}」投票</translation>
        </message>
        <message>
            <source>a vote to {vote} is already running</source>
            <translation>已经有一个「{vote}」投票在进行</translation>
        </message>
        <message>
            <source>not while the game is paused</source>
            <translation>游戏暂停时不行</translation>
        </message>
        <message>
            <source>the game is not paused</source>
            <translation>游戏没有暂停</translation>
        </message>
        <message>
            <source>the game resumes by itself in a moment</source>
            <translation>游戏马上就会自动继续</translation>
        </message>
        <message>
            <source>this game has no chess clock</source>
            <translation>这局游戏没有棋钟</translation>
        </message>
        <message>
            <source>the clocks cannot be extended again now</source>
            <translation>现在不能再延长棋钟</translation>
        </message>
        <message>
            <source>not during a battle</source>
            <translation>战斗期间不行</translation>
        </message>
        <message>
            <source>not while the house cards are drafted</source>
            <translation>轮抽家族卡期间不行</translation>
        </message>
        <message>
            <source>there is no vote {n} running</source>
            <translation>没有正在进行的第 {n} 号投票</translation>
        </message>
        <message>
            <source>you do not vote on this</source>
            <translation>你不参与这次投票</translation>
        </message>
        <message>
            <source>the person who asked is no longer here</source>
            <translation>提出请求的人已经不在了</translation>
        </message>
        <message>
            <source>{house} cannot be taken over: only a bot's, an away player's or a vassal's house can</source>
            <translation>{house}不能被接手：只有电脑、离开的玩家或附庸的家族才可以</translation>
        </message>
        <message>
            <source>{house}'s clock ran out: it stays as it is</source>
            <translation>{house}的棋钟已用完：维持现状</translation>
        </message>
        <message>
            <source>your own house is handed back, not voted away</source>
            <translation>自己的家族请直接交出，而不是投票</translation>
        </message>
        <message>
            <source>{n} players are the fewest left: none more is replaced by a vassal</source>
            <translation>只剩最少的 {n} 位玩家：不能再有玩家被附庸接替</translation>
        </message>
        <message>
            <source>a house is not swapped with itself</source>
            <translation>家族不能和自己交换</translation>
        </message>
        <message>
            <source>{house} is not played by a person at the table</source>
            <translation>{house}不是由牌桌上的人在玩</translation>
        </message>
        <message>
            <source>houses are swapped only outside a battle and a bid, and not once either has placed its orders</source>
            <translation>只能在战斗和竞价之外交换家族，且任何一方放置命令后都不行</translation>
        </message>
        <message>
            <source>with objectives, houses are swapped only before either has kept its first ones</source>
            <translation>有目标卡时，只能在任何一方保留第一批目标卡之前交换家族</translation>
        </message>
        <message>
            <source>only a player holding a house can hand it back</source>
            <translation>只有执掌家族的玩家才能交出家族</translation>
        </message>
        <message>
            <source>this game plays no vassals: a bot takes the house</source>
            <translation>这局游戏没有附庸：由电脑接手这个家族</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>Replay</source>
            <translation>回放</translation>
        </message>
        <message>
            <source>To the start</source>
            <translation>回到开头</translation>
        </message>
        <message>
            <source>Previous round</source>
            <translation>上一轮</translation>
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
            <translation>暂停</translation>
        </message>
        <message>
            <source>Next step</source>
            <translation>下一步</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>下一轮</translation>
        </message>
        <message>
            <source>To the end</source>
            <translation>跳到结尾</translation>
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
            <translation>拖动到对局的任意一步</translation>
        </message>
        <message>
            <source>step {i} of {n} · round {r}</source>
            <translation>第 {i}/{n} 步 · 第 {r} 轮</translation>
        </message>
        <message>
            <source>Watch a &amp;replay…</source>
            <translation>观看回放(&amp;R)……</translation>
        </message>
        <message>
            <source>Watch a replay</source>
            <translation>观看回放</translation>
        </message>
        <message>
            <source>Saved games (*.agot.json *.agot);;All files (*)</source>
            <translation>存档 (*.agot.json *.agot);;所有文件 (*)</translation>
        </message>
        <message>
            <source>This game cannot be replayed: {why}</source>
            <translation>无法回放这局游戏：{why}。</translation>
        </message>
        <message>
            <source>Chart of the game</source>
            <translation>本局统计图</translation>
        </message>
        <message>
            <source>Castles, supply and power of each house round by round, and the battles won and lost, up to this step</source>
            <translation>各家族每轮的城堡、补给与权力，以及战斗胜负，截至当前这一步</translation>
        </message>
    </context>
    <context>
        <name>Leave</name>
        <message>
            <source>End the LAN game for everyone?</source>
            <translation>为所有人结束这局局域网游戏？</translation>
        </message>
        <message>
            <source>End the game for everyone</source>
            <translation>为所有人结束游戏</translation>
        </message>
        <message>
            <source>End the game in progress?</source>
            <translation>结束正在进行的游戏？</translation>
        </message>
        <message>
            <source>Go to the LAN page</source>
            <translation>前往局域网页面</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>继续游戏</translation>
        </message>
        <message>
            <source>Leave the LAN game?</source>
            <translation>离开这局局域网游戏？</translation>
        </message>
        <message>
            <source>Leave without saving</source>
            <translation>不存档直接离开</translation>
        </message>
        <message>
            <source>Load another game</source>
            <translation>读取另一局游戏</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>退出</translation>
        </message>
        <message>
            <source>Save first…</source>
            <translation>先存档……</translation>
        </message>
        <message>
            <source>Start a new game</source>
            <translation>开始新游戏</translation>
        </message>
        <message>
            <source>The game ends now for the people seated: {people}. It is saved after every move: you can host it again later with "Resume a saved LAN game…" and they get their seats back.</source>
            <translation>游戏将立即为已入座的玩家结束：{people}。每一步之后都会自动存档：之后可以用“继续已保存的局域网游戏……”重新主持，他们会回到原来的座位。</translation>
        </message>
        <message>
            <source>The game goes on without you; your seat ({house}) stays yours and is shown as away. Join the game again to take it back.</source>
            <translation>游戏会在没有你的情况下继续；你的座位（{house}）仍为你保留，显示为离开。再次加入游戏即可取回。</translation>
        </message>
        <message>
            <source>This ends {what} (round {n}). The last moves are kept under "Continue" on the start screen, but only a saved game is kept for good: save it first?</source>
            <translation>这将结束{what}（第 {n} 轮）。最近的进度会保留在开始画面的“继续”中，但只有存档才会长久保留：先存档吗？</translation>
        </message>
        <message>
            <source>Watch a replay</source>
            <translation>观看回放</translation>
        </message>
        <message>
            <source>Watch bots play</source>
            <translation>观看电脑对局</translation>
        </message>
        <message>
            <source>You stop watching this game.</source>
            <translation>你将停止观看这局游戏。</translation>
        </message>
        <message>
            <source>a player</source>
            <translation>一位玩家</translation>
        </message>
        <message>
            <source>nobody else</source>
            <translation>没有其他人</translation>
        </message>
        <message>
            <source>the hot-seat game of {houses}</source>
            <translation>{houses} 的同屏对局</translation>
        </message>
        <message>
            <source>your game as {houses} against bots</source>
            <translation>你以{houses}对战电脑的这局游戏</translation>
        </message>
        <message>
            <source>{name} ({house})</source>
            <translation>{name}（{house}）</translation>
        </message>
        <message>
            <source>Go to the start page</source>
            <translation>前往开始页面</translation>
        </message>
    </context>
    <context>
        <name>Autosave</name>
        <message>
            <source>Not saved: the autosave failed.</source>
            <translation>未保存：自动存档失败。</translation>
        </message>
        <message>
            <source>Saved games that could not be read were set aside: {files} (in {folder}).</source>
            <translation>无法读取的存档已移到一旁：{files}（在 {folder} 中）。</translation>
        </message>
        <message>
            <source>The game cannot be saved</source>
            <translation>无法保存游戏</translation>
        </message>
        <message>
            <source>The game could not be saved automatically, so a crash would lose the last moves. Free some disk space or check the data folder's permissions; you can also save it elsewhere with Game &gt; Save as…</source>
            <translation>游戏无法自动存档，程序一旦崩溃就会丢失最近的进度。请腾出磁盘空间或检查数据文件夹的权限；也可以用“游戏 &gt; 另存为……”保存到别处。</translation>
        </message>
        <message>
            <source>The game goes on when you close this message.</source>
            <translation>关闭此消息后游戏继续。</translation>
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
            <translation>{houses}（同屏）</translation>
        </message>
        <message>
            <source>{who} against {n} bots</source>
            <translation>{who} 对战 {n} 个电脑玩家</translation>
        </message>
        <message>
            <source>{who} · round {round} · saved {when}</source>
            <translation>{who} · 第 {round} 轮 · 保存于{when}</translation>
        </message>
    </context>
    <context>
        <name>Outcomes</name>
        <message>
            <source>mammoth icon</source>
            <translation>猛犸象图案</translation>
        </message>
        <message>
            <source>Event phase</source>
            <translation>事件阶段</translation>
        </message>
        <message>
            <source>Westeros phase</source>
            <translation>维斯特洛阶段</translation>
        </message>
        <message>
            <source>{house} takes {area} from the neutral force.</source>
            <translation>{house}从中立势力手中夺取了{area}。</translation>
        </message>
        <message>
            <source>The neutral force in {area} holds against {house}.</source>
            <translation>{area}的中立势力挡住了{house}。</translation>
        </message>
        <message>
            <source>The Night's Watch holds</source>
            <translation>守夜人守住了长城</translation>
        </message>
        <message>
            <source>The wildlings win</source>
            <translation>野人获胜</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>部队</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>命令</translation>
        </message>
        <message>
            <source>Garrison</source>
            <translation>驻军</translation>
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
            <translation>瓦雷利亚钢剑</translation>
        </message>
        <message>
            <source>Tides of Battle</source>
            <translation>战局卡</translation>
        </message>
        <message>
            <source>{n}.</source>
            <translation>第{n}</translation>
        </message>
        <message>
            <source>Battle for {area}</source>
            <translation>{area}之战</translation>
        </message>
        <message>
            <source>{house} wins, {a} to {d}.</source>
            <translation>{house}获胜，{a}比{d}。</translation>
        </message>
        <message>
            <source>{house} could not retreat: {units} destroyed.</source>
            <translation>{house}无处撤退：{units}被消灭。</translation>
        </message>
        <message>
            <source>Wildling attack (strength {n})</source>
            <translation>野人入侵（强度 {n}）</translation>
        </message>
        <message>
            <source>Fighting</source>
            <translation>参战部队</translation>
        </message>
        <message>
            <source>Swords</source>
            <translation>宝剑</translation>
        </message>
        <message>
            <source>Fortifications</source>
            <translation>堡垒</translation>
        </message>
        <message>
            <source>Skulls</source>
            <translation>骷髅</translation>
        </message>
        <message>
            <source>1 sword</source>
            <translation>1 个宝剑</translation>
        </message>
        <message>
            <source>1 fortification</source>
            <translation>1 个堡垒</translation>
        </message>
        <message>
            <source>1 skull</source>
            <translation>1 个骷髅</translation>
        </message>
        <message>
            <source>{house} wins: the other side has nothing left to fight with.</source>
            <translation>{house}获胜：对方已无可战之兵。</translation>
        </message>
        <message>
            <source>{house} retreats to {area} with {units}.</source>
            <translation>{house}带着{units}撤退到{area}。</translation>
        </message>
        <message>
            <source>used, without effect.</source>
            <translation>已使用，没有效果。</translation>
        </message>
        <message>
            <source>House</source>
            <translation>家族</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>出价</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>之前</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>现在</translation>
        </message>
        <message>
            <source>attacker</source>
            <translation>进攻方</translation>
        </message>
        <message>
            <source>defender</source>
            <translation>防守方</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>strength {n}</source>
            <translation>战力 {n}</translation>
        </message>
        <message>
            <source>A tie: won by the house higher on the {track} track ({places}).</source>
            <translation>平局：{track}轨道上排名较高的家族获胜（{places}）。</translation>
        </message>
        <message>
            <source>{swords} swords against {forts} fortifications, {skulls} skulls</source>
            <translation>{swords} 个宝剑对 {forts} 个堡垒，{skulls} 个骷髅</translation>
        </message>
        <message>
            <source>{skulls} skulls</source>
            <translation>{skulls} 个骷髅</translation>
        </message>
        <message>
            <source>{house} must lose {n}: {why}.</source>
            <translation>{house}须损失 {n} 个部队：{why}。</translation>
        </message>
        <message>
            <source>No casualties.</source>
            <translation>没有伤亡。</translation>
        </message>
        <message>
            <source>{attacker} attacks from {source}; {defender} defends.</source>
            <translation>{attacker}从{source}发起进攻；{defender}防守。</translation>
        </message>
        <message>
            <source>(printed {n})</source>
            <translation>（牌面 {n}）</translation>
        </message>
        <message>
            <source>{n} swords</source>
            <translation>{n} 个宝剑</translation>
        </message>
        <message>
            <source>{n} fortifications</source>
            <translation>{n} 个堡垒</translation>
        </message>
        <message>
            <source>{n} skulls</source>
            <translation>{n} 个骷髅</translation>
        </message>
        <message>
            <source>{unit} of {house} in {area} ({why})</source>
            <translation>{house}在{area}的{unit}（{why}）</translation>
        </message>
        <message>
            <source>Casualties:</source>
            <translation>伤亡：</translation>
        </message>
        <message>
            <source>Card abilities</source>
            <translation>卡牌能力</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>合计</translation>
        </message>
        <message>
            <source>No ties.</source>
            <translation>没有平局。</translation>
        </message>
        <message>
            <source>Wildling card:</source>
            <translation>野人卡：</translation>
        </message>
        <message>
            <source>wildling icon</source>
            <translation>野人图标</translation>
        </message>
        <message>
            <source>Tie between {houses}: {holder} (Iron Throne) put them in this order: {order}.</source>
            <translation>{houses}出价相同：{holder}（铁王座）定下顺序：{order}。</translation>
        </message>
        <message>
            <source>{outcome}: {total} against {strength}.</source>
            <translation>{outcome}：{total} 对 {strength}。</translation>
        </message>
        <message>
            <source>Tied: {houses}; {holder} (Iron Throne) chose {target}.</source>
            <translation>出价相同：{houses}；{holder}（铁王座）选择了{target}。</translation>
        </message>
        <message>
            <source>Wildling threat: {before} → {after}</source>
            <translation>野人威胁：{before} → {after}</translation>
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
            <translation>上一个结果</translation>
        </message>
        <message>
            <source>Later outcome</source>
            <translation>下一个结果</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>展开</translation>
        </message>
        <message>
            <source>Fold</source>
            <translation>收起</translation>
        </message>
        <message>
            <source>{title} · round {n}</source>
            <translation>{title} · 第 {n} 轮</translation>
        </message>
        <message>
            <source>{card} ({house}):</source>
            <translation>{card}（{house}）：</translation>
        </message>
        <message>
            <source>{house}'s garrison in {area} is removed: the area was taken.</source>
            <translation>{house}在{area}的驻军被移除：该区域已被攻占。</translation>
        </message>
        <message>
            <source>cancelled by {card}</source>
            <translation>被{card}取消</translation>
        </message>
        <message>
            <source>discarded by {card}</source>
            <translation>被{card}弃掉</translation>
        </message>
        <message>
            <source>discarded by its own text</source>
            <translation>因自身效果弃掉</translation>
        </message>
        <message>
            <source>no card in its place</source>
            <translation>没有换上别的家族卡</translation>
        </message>
        <message>
            <source>no text: cancelled by {card}</source>
            <translation>没有文字效果：被{card}取消</translation>
        </message>
        <message>
            <source>discarded from the hand by {card}:</source>
            <translation>被{card}从手牌中弃掉：</translation>
        </message>
        <message>
            <source>{count} × {unit} of {house} count {after} each instead of {before} ({delta}).</source>
            <translation>{house}的{count}个{unit}每个计{after}点，而非{before}点（{delta}）。</translation>
        </message>
        <message>
            <source>{count} × supporting {unit} of {house} count {after} each instead of {before} ({delta}).</source>
            <translation>{house}提供支援的{count}个{unit}每个计{after}点，而非{before}点（{delta}）。</translation>
        </message>
        <message>
            <source>its card counts {after} instead of {before}.</source>
            <translation>其家族卡计{after}点，而非{before}点。</translation>
        </message>
        <message>
            <source>{victim}'s card counts {after} instead of {before}.</source>
            <translation>{victim}的家族卡计{after}点，而非{before}点。</translation>
        </message>
        <message>
            <source>{after} swords instead of {before}.</source>
            <translation>宝剑{after}个，而非{before}个。</translation>
        </message>
        <message>
            <source>{after} fortifications instead of {before}.</source>
            <translation>堡垒{after}个，而非{before}个。</translation>
        </message>
        <message>
            <source>the defense order counts {after} instead of {before}.</source>
            <translation>防御命令加成为{after}，而非{before}。</translation>
        </message>
        <message>
            <source>{victim}'s defense order counts {after} instead of {before}.</source>
            <translation>{victim}的防御命令加成为{after}，而非{before}。</translation>
        </message>
        <message>
            <source>{house} loses no units to casualties.</source>
            <translation>{house}不会因伤亡失去部队。</translation>
        </message>
        <message>
            <source>{house} chooses where the loser retreats.</source>
            <translation>{house}决定败方撤退到哪里。</translation>
        </message>
        <message>
            <source>the winning attacker goes back where it came from.</source>
            <translation>获胜的进攻方退回出发的区域。</translation>
        </message>
        <message>
            <source>{n} more</source>
            <translation>还有 {n} 项</translation>
        </message>
        <message>
            <source>Your battle stays until you close it; {n} later outcome(s) wait behind it.</source>
            <translation>你的战斗结果会一直显示，直到你关闭它；其后还有 {n} 项结果在排队。</translation>
        </message>
        <message>
            <source>Close this to see the next: {n} later outcome(s) wait behind it.</source>
            <translation>关闭它即可看到下一项：其后还有 {n} 项结果在排队。</translation>
        </message>
        <message>
            <source>no swords</source>
            <translation>没有宝剑</translation>
        </message>
        <message>
            <source>no fortifications</source>
            <translation>没有堡垒</translation>
        </message>
        <message>
            <source>{swords} against {forts}</source>
            <translation>{swords}对{forts}</translation>
        </message>
        <message>
            <source>{unit} of {house} in {area}</source>
            <translation>{house}在{area}的{unit}</translation>
        </message>
        <message>
            <source>Fixed by a card</source>
            <translation>卡牌固定的战力</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>A Consolidate Power order (on land only) gains one power plus one for each crown in its area. A starred one gains the same; it does not muster.</source>
            <translation>巩固权力命令（仅限陆地）获得 1 点权力，另加该地区每个王冠 1 点。星标巩固权力获得同样多的权力，不能征兵。</translation>
        </message>
        <message>
            <source>Cards and dominance tokens sometimes ask for a choice: whether to use the Valyrian Steel Blade, a card's ability, or which units a wildling victory costs. The panel names the card and each option.</source>
            <translation>卡牌和优势标记有时需要你做选择：是否使用瓦雷利亚钢剑、卡牌能力，或野人获胜时失去哪些部队。面板会写明卡牌和每个选项。</translation>
        </message>
        <message>
            <source>Against the wildlings, all bids together must reach the threat: then the highest bidder may take back one used house card. Otherwise every house removes units worth 2 and the lowest bidder 2 more.</source>
            <translation>对抗野人时，所有出价之和须达到野人威胁：守住时出价最高者可以收回一张用过的家族卡。否则每个家族移除价值 2 的部队，出价最低者再多移除 2。</translation>
        </message>
        <message>
            <source>A city gives one mustering point, a stronghold two: a footman or ship costs 1, a knight 2, upgrading a footman to a knight 1. Ships go to an adjacent sea not held by a neutral force; armies must fit your supply.</source>
            <translation>城市提供 1 点征兵点，要塞提供 2 点：步兵或战船花费 1，骑士花费 2，把步兵升级为骑士花费 1。战船放在相邻且没有中立势力的海域；军队必须符合补给上限。</translation>
        </message>
        <message>
            <source>The loser loses one unit per sword of the winner's card beyond the fortifications of its own. Routed units that must retreat are destroyed.</source>
            <translation>胜者卡上的宝剑每比败者卡上的堡垒多一个，败者就损失一个部队。必须撤退的溃败部队被消灭。</translation>
        </message>
        <message>
            <source>Both players choose a house card secretly; they are revealed together and their abilities apply. The higher total wins; a tie goes to the house higher on the Fiefdoms track. Once all seven cards were played, the house takes all seven back.</source>
            <translation>双方秘密选择家族卡，同时揭示并结算能力。总战力高者获胜；平局时钢剑排名较高的家族获胜。七张卡全部用过后，该家族把七张全部收回。</translation>
        </message>
        <message>
            <source>Strength = units (footman 1, knight 2, ship 1) + order bonus + support + house card + Valyrian Steel Blade (+1, once a round). A neutral force must be matched: it plays no card.</source>
            <translation>战力 = 部队（步兵 1，骑士 2，战船 1）+ 命令加成 + 支援 + 家族卡 + 瓦雷利亚钢剑（+1，每轮一次）。中立势力须以相等战力击败：它不出卡。</translation>
        </message>
        <message>
            <source>Support orders adjacent to the combat add their units' strength and the order's bonus to the side their owner chooses, or to nobody. Land units cannot support into the sea. Supporting units never die and never retreat.</source>
            <translation>与战斗相邻的支援命令把其部队战力和命令加成加给持有者选择的一方，或不支援任何一方。陆地部队不能支援海战。支援的部队不会阵亡，也不会撤退。</translation>
        </message>
        <message>
            <source>A raid removes an adjacent enemy Support, Raid or Consolidate Power order; a starred raid removes up to two, never March or Defense. Raiding Consolidate Power gives the raider one power. Land units cannot raid a sea; ships raid land and sea.</source>
            <translation>突袭可移除相邻敌方的支援、突袭或巩固权力命令；星标突袭最多移除两个，但不能移除行军或防御命令。突袭巩固权力时，突袭方得 1 点权力。陆地部队不能突袭海域；战船可突袭陆地和海域。</translation>
        </message>
        <message>
            <source>The holder of the Messenger Raven may replace one of its orders with an unused token.</source>
            <translation>信鸦持有者可以用一枚未用的标记替换自己的一个命令。</translation>
        </message>
        <message>
            <source>Starred orders by your place on the King's Court track: 3, 3, 2, 1, 0. Drag a token from the tray onto an area, or click an area and then a token.</source>
            <translation>星标命令的数量取决于你在信鸦排名上的位置：3、3、2、1、0。把标记从托盘拖到地区上，或先点地区再点标记。</translation>
        </message>
        <message>
            <source>Every house secretly puts one order token on each area with its units: March, Defense, Support, Raid or Consolidate Power (on land only). All orders are revealed together.</source>
            <translation>每个家族秘密地在自己有部队的每个地区放一枚命令标记：行军、防御、支援、突袭或巩固权力（仅限陆地）。所有命令同时揭示。</translation>
        </message>
        <message>
            <source>Supply recounts barrels; Mustering lets every house recruit; Clash of Kings re-bids the three influence tracks; Game of Thrones gives one power per crown; Winter is Coming reshuffles its deck and draws again; Sea of Storms, Feast for Crows and Storm of Swords forbid Raid, Consolidate Power or Defense orders this round; in Rains of Autumn supporting footmen count 0.</source>
            <translation>调整补给：重新计算酒桶；征兵：各家族招募部队；诸王纷争：重新竞标三条排名；权力的游戏：每个王冠得 1 点权力；寒冬将至：洗混该牌堆并重新抽一张；暴风之怒、群鸦盛宴、干戈四起：本轮禁止突袭、巩固权力或防御命令；秋雨连绵：支援的步兵战力为 0。</translation>
        </message>
        <message>
            <source>One card is drawn from each of the event decks I, II and III and resolved in that order. Each mammoth icon moves the wildling marker up by 2 (to 12 at most); only a Wildling Attack card makes the wildlings attack, and after an attack the marker goes back to 0.</source>
            <translation>从 I、II、III 三个事件牌堆各抽一张，按此顺序结算。每个猛犸象图案使野人标记上升 2（最多到 12）；只有“野人入侵”牌会让野人进攻，进攻之后标记回到 0。</translation>
        </message>
        <message>
            <source>Houses act in Iron Throne order. Whoever first controls seven cities and strongholds (eight with three players) wins at once; after round 10 the most wins (ties: supply barrels, then power tokens; a tie on all of them is a shared win).</source>
            <translation>各家族按王座排名顺序行动。最先控制七座城市和要塞（三人游戏时八座）者立即获胜；第 10 轮结束后控制最多者获胜（平局时依次比较补给酒桶、权力标记；全部相同则共同获胜）。</translation>
        </message>
        <message>
            <source>Each of the ten rounds has five phases: events (from round 2), planning, raids, marches and combat, and consolidating power.</source>
            <translation>十轮游戏中的每一轮都有五个阶段：事件（从第 2 轮起）、计划、突袭、行军与战斗、巩固权力。</translation>
        </message>
        <message>
            <source>Event phase</source>
            <translation>事件阶段</translation>
        </message>
        <message>
            <source>A round</source>
            <translation>一轮游戏</translation>
        </message>
        <message>
            <source>Westeros phase</source>
            <translation>维斯特洛阶段</translation>
        </message>
        <message>
            <source>Planning: orders</source>
            <translation>计划：命令</translation>
        </message>
        <message>
            <source>Messenger Raven</source>
            <translation>信鸦</translation>
        </message>
        <message>
            <source>Raids</source>
            <translation>突袭</translation>
        </message>
        <message>
            <source>Marches</source>
            <translation>行军</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>支援</translation>
        </message>
        <message>
            <source>Combat and house cards</source>
            <translation>战斗与家族卡</translation>
        </message>
        <message>
            <source>Casualties and supply</source>
            <translation>伤亡与补给</translation>
        </message>
        <message>
            <source>Retreats</source>
            <translation>撤退</translation>
        </message>
        <message>
            <source>Mustering</source>
            <translation>征兵</translation>
        </message>
        <message>
            <source>Bids</source>
            <translation>出价</translation>
        </message>
        <message>
            <source>Ties</source>
            <translation>平局</translation>
        </message>
        <message>
            <source>Choices</source>
            <translation>选择</translation>
        </message>
        <message>
            <source>Consolidate Power</source>
            <translation>巩固权力</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新游戏</translation>
        </message>
        <message>
            <source>Load a game</source>
            <translation>载入游戏</translation>
        </message>
        <message>
            <source>Save / save as</source>
            <translation>保存 / 另存为</translation>
        </message>
        <message>
            <source>Zoom in / out</source>
            <translation>放大 / 缩小</translation>
        </message>
        <message>
            <source>Fit the map to the window</source>
            <translation>地图适应窗口</translation>
        </message>
        <message>
            <source>Full screen / leave full screen</source>
            <translation>全屏 / 退出全屏</translation>
        </message>
        <message>
            <source>This rules quick reference</source>
            <translation>本规则速查</translation>
        </message>
        <message>
            <source>Replay: step back / forward</source>
            <translation>回放：后退 / 前进一步</translation>
        </message>
        <message>
            <source>Replay: previous / next round</source>
            <translation>回放：上一轮 / 下一轮</translation>
        </message>
        <message>
            <source>Replay: start / end</source>
            <translation>回放：开头 / 结尾</translation>
        </message>
        <message>
            <source>Replay and watching: play / pause</source>
            <translation>回放与观战：播放 / 暂停</translation>
        </message>
        <message>
            <source>Watching: one step while paused</source>
            <translation>观战：暂停时走一步</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
        <message>
            <source>Each of the ten rounds has three phases: Westeros (from round 2), Planning and Action.</source>
            <translation>十轮游戏中的每一轮都有三个阶段：维斯特洛（从第 2 轮起）、计划和行动。</translation>
        </message>
        <message>
            <source>Houses act in Iron Throne order. Whoever first controls seven castles and strongholds wins at once; after round 10 the most castles wins (ties: land areas, then supply, then the Iron Throne).</source>
            <translation>各家族按铁王座顺序行动。最先控制七座城堡和要塞者立即获胜；第 10 轮结束后城堡最多者获胜（平局时依次比较陆地区域、补给，最后看铁王座）。</translation>
        </message>
        <message>
            <source>One card is drawn from each of the decks I, II and III and resolved in that order. Each wildling icon raises the wildling threat by 2; at 12 the wildlings attack at once.</source>
            <translation>从 I、II、III 三个牌堆各抽一张，按此顺序结算。每个野人图标使野人威胁上升 2；达到 12 时野人立即入侵。</translation>
        </message>
        <message>
            <source>Supply recounts barrels; Mustering lets every house recruit in its castles; Clash of Kings re-bids the three influence tracks; Game of Thrones gives power for crowns and ports.</source>
            <translation>调整补给：重新计算酒桶；征募：各家族在自己的城堡中招募；列王纷争：重新竞标三条势力轨道；权力的游戏：按王冠和港口获得权力。</translation>
        </message>
        <message>
            <source>Every house secretly puts one order token on each area with its units: March, Defense, Support, Raid or Consolidate Power. All orders are revealed together.</source>
            <translation>每个家族秘密地在自己有部队的每个地区放一枚命令标记：行军、防御、支援、突袭或巩固权力。所有命令同时揭示。</translation>
        </message>
        <message>
            <source>Starred orders are limited by your position on the King's Court track. Drag a token from the tray onto an area, or click an area and then a token.</source>
            <translation>星标命令的数量取决于你在王庭轨道上的位置。把标记从托盘拖到地区上，或先点地区再点标记。</translation>
        </message>
        <message>
            <source>The holder of the Messenger Raven may replace one of its orders with an unused token, or look at the top wildling card and keep it there or put it at the bottom.</source>
            <translation>信鸦持有者可以用一枚未用的标记替换自己的一个命令，或查看野人牌堆顶的卡并决定留在顶部或放到底部。</translation>
        </message>
        <message>
            <source>A raid removes an adjacent enemy Support, Raid or Consolidate Power order (a starred raid also a Defense order). Raiding Consolidate Power gives the raider one power and takes one from its owner. Land units cannot raid a sea.</source>
            <translation>突袭可移除相邻敌方的支援、突袭或巩固权力命令（星标突袭还可移除防御命令）。突袭巩固权力时，突袭方得 1 点权力，对方失去 1 点。陆地部队不能突袭海域。</translation>
        </message>
        <message>
            <source>Move any of the area's units to adjacent areas (land units also across chains of your own ships). Only one of the moves may enter an area held by another house: that starts a combat.</source>
            <translation>把该地区的任意部队移到相邻地区（陆地部队也可经由己方相连的战船运输）。其中只能有一支进入其他家族占据的地区：这会引发战斗。</translation>
        </message>
        <message>
            <source>Leaving an area empty, you may leave a power token to keep control of it. Drag units onto a highlighted area.</source>
            <translation>离开地区使其空出时，可以留下一枚权力标记以保持控制。把部队拖到高亮的地区上。</translation>
        </message>
        <message>
            <source>Support orders adjacent to the combat add their units' strength and the order's bonus to the side their owner chooses, or to nobody. Land units cannot support into the sea; a port supports only its sea.</source>
            <translation>与战斗相邻的支援命令把其部队战力和命令加成加给持有者选择的一方，或不支援任何一方。陆地部队不能支援海战；港口只能支援其所在海域。</translation>
        </message>
        <message>
            <source>Strength = units (footman 1, knight 2, ship 1, siege engine 4 against a castle) + order bonus + support + garrison (defender at home) + house card + Valyrian Steel Blade (+1, once a round) + Tides of Battle.</source>
            <translation>战力 = 部队（步兵 1，骑士 2，战船 1，攻城车进攻城堡时 4）+ 命令加成 + 支援 + 驻军（在本家防守时）+ 家族卡 + 瓦雷利亚钢剑（+1，每轮一次）+ 战局卡。</translation>
        </message>
        <message>
            <source>Both players choose a house card secretly; they are revealed together and their abilities apply. The higher total wins; a tie goes to the house higher on the Fiefdoms track.</source>
            <translation>双方秘密选择家族卡，同时揭示并结算能力。总战力高者获胜；平局时封地轨道上排名较高的家族获胜。</translation>
        </message>
        <message>
            <source>The loser loses one unit per sword of the winner's card beyond the fortifications of its own; Tides of Battle skulls kill one unit each. Routed units and siege engines that must retreat are destroyed.</source>
            <translation>胜者卡上的宝剑每比败者的堡垒多一个，败者就损失一个部队；战局卡上的每个骷髅消灭一个部队。溃败的部队和必须撤退的攻城车被消灭。</translation>
        </message>
        <message>
            <source>An army larger than your supply allows must shrink: choose the units to remove.</source>
            <translation>超出补给上限的军队必须缩减：选择要移除的部队。</translation>
        </message>
        <message>
            <source>The defeated attacker goes back where it came from; the defeated defender retreats to an adjacent area that is empty or its own, never where the attack came from, choosing among those that cost the fewest units to supply. Retreated units are routed until the round ends.</source>
            <translation>战败的进攻方退回出发地；战败的防守方撤到相邻的空地区或己方地区，不能撤往进攻来源地，并须在补给损失最少的地区中选择。撤退的部队在本轮结束前处于溃败状态。</translation>
        </message>
        <message>
            <source>A castle gives one mustering point, a stronghold two: a footman or ship costs 1, a knight or siege engine 2, upgrading a footman to a knight 1. Ships go to the castle's port or an adjacent sea; armies must fit your supply.</source>
            <translation>城堡提供 1 点征兵点，要塞提供 2 点：步兵或战船花费 1，骑士或攻城车花费 2，把步兵升级为骑士花费 1。战船放在该城堡的港口或相邻海域；军队必须符合补给上限。</translation>
        </message>
        <message>
            <source>Bids are secret and revealed together; the power bid is spent. In a Clash of Kings the highest bids take the first places on each track; the Iron Throne holder orders ties.</source>
            <translation>出价秘密进行并同时揭示；出价的权力会被花掉。列王纷争中出价最高者在每条轨道上排在最前；平局由铁王座持有者排序。</translation>
        </message>
        <message>
            <source>Against the wildlings, all bids together must reach the threat: then the highest bidder is rewarded; otherwise the lowest bidder suffers most and everyone else a little.</source>
            <translation>对抗野人时，所有出价之和须达到野人威胁：守住时出价最高者得到奖励；否则出价最低者损失最重，其他人也受些损失。</translation>
        </message>
        <message>
            <source>Equal bids are put in order by the holder of the Iron Throne (in a Clash of Kings for the Iron Throne itself, by the house that holds it before the bid).</source>
            <translation>出价相同者由铁王座持有者排序（争夺铁王座本身时，由出价前的持有者排序）。</translation>
        </message>
        <message>
            <source>Cards and dominance tokens sometimes ask for a choice: whether to use the Valyrian Steel Blade, a card's ability, which Westeros card applies, or a wildling card's effect. The panel names the card and each option.</source>
            <translation>卡牌和优势标记有时需要你做选择：是否使用瓦雷利亚钢剑、卡牌能力、结算哪张维斯特洛卡，或野人卡的效果。面板会写明卡牌和每个选项。</translation>
        </message>
        <message>
            <source>A Consolidate Power order gains one power plus one for each crown in its area (in a port: one, unless an enemy ship is in its sea). A starred one in a castle may muster there instead.</source>
            <translation>巩固权力命令获得 1 点权力，另加该地区每个王冠 1 点（港口中为 1 点，除非其海域有敌方战船）。城堡中的星标巩固权力也可改为在该处征兵。</translation>
        </message>
        <message>
            <source>Rules quick reference</source>
            <translation>规则速查</translation>
        </message>
        <message>
            <source>Rules: {section}</source>
            <translation>规则：{section}</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
            <message>
            <source>Stark, Lannister, Baratheon and Arryn play ten rounds: Westeros (from round 2), Planning, Action, then the end of the round. Castles do not win: victory points do.</source>
            <translation>史塔克、兰尼斯特、拜拉席恩和艾林进行十个回合：维斯特洛（第 2 回合起）、计划、行动，然后是回合结束。城堡不决定胜负：胜利点才决定。</translation>
        </message>
        <message>
            <source>Each house keeps three secret objective cards (five dealt, two shuffled back). At the end of every round supply is recounted and armies reconciled; each house meeting its open special objective gains 1 point; in turn order each house may score one objective it meets now, for good and face up, for that card's points for its house; a house holding fewer than three draws one.</source>
            <translation>每个家族秘密保留三张目标卡（发五张，洗回两张）。每回合结束时重新计算补给并调整军队；达成其公开特殊目标的家族获得 1 点；按回合顺序，每个家族可以完成一张现已达成的目标卡（永久计分、面朝上），获得该卡对其家族的点数；手中少于三张的家族抽一张。</translation>
        </message>
        <message>
            <source>Whoever then has 7 victory points wins (ties: more land areas, then the Iron Throne); after round 10 the most points win (ties: the Iron Throne).</source>
            <translation>此时拥有 7 胜利点的家族获胜（平手时：陆地地区较多者，其次铁王座）；第 10 回合结束后胜利点最多者获胜（平手时：铁王座）。</translation>
        </message>
        <message>
            <source>One card is drawn from each of the decks I, II and III and resolved in that order; deck I is the scenario's own. Each wildling icon raises the wildling threat by 2; at 12 the wildlings attack at once.</source>
            <translation>从 I、II、III 三个牌堆各抽一张并按此顺序结算；牌堆 I 是本剧本专属的。每个野人图标使野人威胁上升 2；达到 12 时野人立即进攻。</translation>
        </message>
        <message>
            <source>Rally the Men musters in castles only; The Burden of Power lets the Iron Throne reset the wildling threat or muster; Famine lowers every supply by one; Ironborn Raid costs a point to every house with two scored objectives; Shifting Ambitions pools one objective of each house and deals them out again; New Information draws one objective and shuffles one back.</source>
            <translation>召集人马只在城堡征兵；权力的重负让铁王座持有者重置野人威胁或征兵；饥荒使所有补给下降一格；铁种劫掠让已完成两张目标的家族失去 1 点；野心易主把每家一张目标放入公共池再重新分配；新情报抽一张目标并洗回一张。</translation>
        </message>
        <message>
            <source>House-card drafts</source>
            <translation>家族卡轮抽</translation>
        </message>
        <message>
            <source>In a drafted game the player houses make their hands before round 1 from a pool of decks: every hand ends with one card of strength 0, two of 1, two of 2, one of 3 and one of 4, and any house may hold any house's card. Vassals keep their own deck.</source>
            <translation>在轮抽的游戏中，各玩家家族在第 1 轮之前从多副牌组成的牌池中组成手牌：每手牌最终都有战力 0 的卡一张、1 的两张、2 的两张、3 的一张和 4 的一张，任何家族都可持有任何家族的卡。附庸保留自己的牌组。</translation>
        </message>
        <message>
            <source>Step by step, the houses pick one card at a time in the draft's order, and every pick is public; with the track draft a turn may take the best free place on an influence track instead. In a thematic draft every house picks its own house's cards at once and in secret. A random draft deals the hands; a blind one keeps them hidden until the game ends.</source>
            <translation>逐步轮抽时，各家族按轮抽顺序每次挑选一张卡，每次挑选都公开；配合势力轨轮抽时，一次机会可以改为占取某条势力轨上最好的空位。主题轮抽时，所有家族同时秘密挑选本家族的卡。随机轮抽直接发放手牌；盲抽的手牌在游戏结束前保持隐藏。</translation>
        </message>
        <message>
            <source>Tides of Battle (option)</source>
            <translation>战局卡（选项）</translation>
        </message>
        <message>
            <source>With Tides of Battle each side of a combat draws a card once the house cards are revealed: it adds 0 to 3 strength, a sword or a fortification, or a skull that kills one enemy unit whatever the result.</source>
            <translation>使用战局卡时，家族卡翻开后交战双方各抽一张战局卡：它提供 0 到 3 点战力、一把宝剑或一个堡垒，或者一个骷髅——无论胜负都消灭一个敌方单位。</translation>
        </message>
        <message>
            <source>The holder of the Valyrian Steel Blade may use the blade to redraw its card instead of taking +1.</source>
            <translation>瓦雷利亚钢剑的持有者可以用钢剑重抽自己的战局卡，而不是获得 +1。</translation>
        </message>
        <message>
            <source>Mother of Dragons: dragons</source>
            <translation>龙之母：龙</translation>
        </message>
        <message>
            <source>Targaryen's dragons have strength 0 in round 1 and grow one step stronger on rounds 2, 4, 6, 8 and 10, up to 5 (Fire Made Flesh can bring a step early). The map shows a dragon's strength now on the dragon, and the houses panel under Targaryen.</source>
            <translation>坦格利安的龙在第 1 回合战力为 0，在第 2、4、6、8、10 回合各增强一级，最高为 5（“火焰化身”可以提前带来一级）。地图上龙身上标着它当前的战力，家族面板中坦格利安下方也有显示。</translation>
        </message>
        <message>
            <source>An army made only of dragons marches to any land area in play, in Westeros or Essos; in a mixed army the dragons may fly off alone. Dragons are never mustered, and Targaryen has no siege engines.</source>
            <translation>只由龙组成的军队可以行军到任何在场的陆地地区，无论在维斯特洛还是厄索斯；混合军队中的龙可以单独飞走。龙不能征召，坦格利安也没有攻城车。</translation>
        </message>
        <message>
            <source>Mother of Dragons: Targaryen's loyalty</source>
            <translation>龙之母：坦格利安的忠诚</translation>
        </message>
        <message>
            <source>Targaryen does not win by castles: it wins at once with 7 loyalty. It takes for good every loyalty token in an area it controls; Pentos' printed loyalty counts while Targaryen holds it.</source>
            <translation>坦格利安不靠城堡获胜：它一有 7 点忠诚就立即获胜。它控制的地区中的忠诚标记都归它永久所有；潘托斯印着的忠诚在坦格利安控制它时计入。</translation>
        </message>
        <message>
            <source>Targaryen stays last on all three influence tracks. In a Clash of Kings it bids and pays like everyone, but its bid is handed out, one Power token at a time, to the other houses' bids.</source>
            <translation>坦格利安在三条势力轨上始终排在最后。列王纷争时它像其他家族一样出价并支付，但它的出价要一个一个权力标记地分给其他家族的出价。</translation>
        </message>
        <message>
            <source>Mother of Dragons: Westeros deck IV</source>
            <translation>龙之母：第四副维斯特洛牌</translation>
        </message>
        <message>
            <source>With eight houses a fourth Westeros deck is drawn after decks I, II and III. Each of its cards puts loyalty tokens on the areas it names; then Targaryen may pay Power tokens for the card's option: more tokens, tokens on other houses' home areas, or a dragon destroyed so that every dragon grows stronger at once.</source>
            <translation>八个家族时，在牌堆 I、II、III 之后还要抽第四副维斯特洛牌。它的每张牌先在所列地区放置忠诚标记；然后坦格利安可以支付权力标记使用此牌的选项：放更多标记、在其他家族的家园地区放标记，或者消灭一条龙让所有龙立即增强。</translation>
        </message>
        <message>
            <source>Under Scattering Dissent (in reverse turn order) and Word Spreads Quickly (in turn order) each house may move one loyalty token to an adjacent land area; Targaryen may cancel another house's move by paying 1 Power token (Word Spreads Quickly: 2).</source>
            <translation>“散播异议”（按相反的回合顺序）和“消息迅速传开”（按回合顺序）时，每个家族可以把一枚忠诚标记移到相邻的陆地地区；坦格利安可以支付 1 个权力标记（“消息迅速传开”为 2 个）取消其他家族的移动。</translation>
        </message>
        <message>
            <source>Mother of Dragons: Essos</source>
            <translation>龙之母：厄索斯</translation>
        </message>
        <message>
            <source>With eight houses the Essos side board lies east of Westeros: the free cities Braavos, Pentos (Targaryen's home), Volantis, Myr and Norvos with their seas and ports. It plays like the rest of the board; Braavos starts with a neutral force, and with the Iron Bank its holder pays 1 less for a loan. With seven houses Essos is out of play.</source>
            <translation>八个家族时，厄索斯副地图位于维斯特洛东边：自由贸易城邦布拉佛斯、潘托斯（坦格利安的家园）、瓦兰提斯、密尔和诺佛斯，以及它们的海域和港口。它和地图其余部分一样进行游戏；布拉佛斯开局有中立部队，使用铁金库时其控制者贷款少付 1。七个家族时厄索斯不参与游戏。</translation>
        </message>
        <message>
            <source>Vassals (option)</source>
            <translation>附庸（选项）</translation>
        </message>
        <message>
            <source>Houses nobody plays stand on the board as vassals. At the start of every Planning phase the players claim them for the round in Iron Throne order (an even share each, the last player takes the rest) and decide everything for them.</source>
            <translation>没有人扮演的家族作为附庸留在地图上。每个计划阶段开始时，玩家按铁王座顺序认领本回合的附庸（每人平分，最后一名玩家拿走剩下的），并替它们做所有决定。</translation>
        </message>
        <message>
            <source>A vassal places at most two orders from its own four tokens, after every player; it never gains power, bids or wins, and musters only at home. In combat it draws three cards from the shared vassal deck and its commander picks one; a win gives the commander a Power token. A commander and its vassals never march into each other's areas and support each other unasked.</source>
            <translation>附庸在所有玩家之后，从自己的四枚命令标记中最多放置两枚；它从不获得权力、不出价也不会获胜，只在家园征召。战斗中它从共用的附庸牌堆抽三张牌，由指挥者选一张；获胜时指挥者得到一个权力标记。指挥者和它的附庸互不进军对方的地区，并且无需询问就互相支援。</translation>
        </message>
        <message>
            <source>The Iron Bank (option)</source>
            <translation>铁金库（选项）</translation>
        </message>
        <message>
            <source>Three loans are on offer for 7, 4 and 1 Power tokens; every round they slide one place cheaper and a new loan comes in at 7. The house controlling Braavos pays 1 less.</source>
            <translation>三笔贷款分别以 7、4、1 个权力标记出售；每回合它们各往便宜处移一格，并有一笔新贷款以 7 进入。控制布拉佛斯的家族少付 1。</translation>
        </message>
        <message>
            <source>Each player has an Iron Bank order, placed only in a sea holding its ships, on top of its other orders. In the Consolidate Power step it buys one loan on offer, which acts at once. Before every Westeros phase from round 2 a house pays 1 Power token for each loan it ever bought; for each token it cannot pay, the Valyrian Steel Blade's holder destroys one of its units.</source>
            <translation>每名玩家在其他命令之外还有一枚铁金库命令，只能放在有自己战船的海域。在巩固权力步骤中它可以买下一笔出售中的贷款，贷款立即生效。从第 2 回合起，每个维斯特洛阶段之前，家族为买过的每笔贷款支付 1 个权力标记；每有一个付不出，瓦雷利亚钢剑的持有者就消灭它的一个单位。</translation>
        </message>
        <message>
            <source>Sea orders (option)</source>
            <translation>海上命令（选项）</translation>
        </message>
        <message>
            <source>Each player also has a Sea March −1 and a Sea Support order, placed in sea areas only (never in a port). They count toward the orders a house must place.</source>
            <translation>每名玩家还有一枚海上行军 −1 和一枚海上支援命令，只能放在海域（不能放在港口）。它们计入家族必须放置的命令。</translation>
        </message>
        <message>
            <source>Power-token gifts (option)</source>
            <translation>赠送权力标记（选项）</translation>
        </message>
        <message>
            <source>A player may give some of its available Power tokens to another player with the Give power… button under the tracks: at any time, but in a combat only while support is declared, never while bids are open, and not while it owes an answer that may spend power. A gift cannot be refused; vassals neither give nor receive.</source>
            <translation>玩家可以用势力轨下方的“赠送权力……”按钮，把一些可用的权力标记送给另一名玩家：任何时候都可以，但战斗中只能在宣布支援时，出价期间不行，尚未回答可能花费权力的问题时也不行。赠送不能拒绝；附庸既不送也不收。</translation>
        </message>
        <message>
            <source>A Dance with Dragons: six rounds and garrisons</source>
            <translation>魔龙的狂舞：六个回合与守军</translation>
        </message>
        <message>
            <source>The scenario starts later in the story: new positions, Power tokens already on the board, seven new house cards for each house, and Stark plays as the Boltons. The game ends after round 6 (the most castles, then the usual tiebreaks) unless a house holds seven castles first.</source>
            <translation>这个剧本从故事的更后面开始：新的开局位置、地图上已有的权力标记、每个家族七张新的家族卡，史塔克由波顿家族扮演。游戏在第 6 回合后结束（城堡最多者获胜，再按通常的平局规则），除非有家族先控制七座城堡。</translation>
        </message>
        <message>
            <source>Storm's End (4) and Oldtown (3) have garrisons: each defends for whoever holds its area, not for a printed house, and is removed for good once beaten.</source>
            <translation>风息堡（4）和旧镇（3）有守军：守军为控制该地区的家族防守，而不是为印在地图上的家族，一旦被击败就永久移除。</translation>
        </message>
        <message>
            <source>With the draft scenario each player house first reshapes its own start in the areas it is given (its own and the free ones nearest to it): it adds or removes units within its supply, places or takes back Power tokens and sets garrisons, then says it is ready. Once every start is ready, each player approves the board or rejects it, and a rejection opens the changes again.</source>
            <translation>使用轮抽起始布置时，每个玩家家族先在分给它的地区（它自己的地区和离它最近的空地区）中修改自己的起始布置：在补给允许的范围内加入或移除部队，放置或收回权力标记，设置驻军，然后表示就绪。所有起始布置就绪后，每位玩家同意或否决这一局面；一旦有人否决，就重新开放修改。</translation>
        </message>
</context>
    <context>
        <name>Watch</name>
        <message>
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>播放</translation>
        </message>
        <message>
            <source>Pause or go on (Space)</source>
            <translation>暂停或继续（空格）</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>走一步</translation>
        </message>
        <message>
            <source>One move while paused (N)</source>
            <translation>暂停时走一步（N）</translation>
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
            <translation>已暂停：机器人在等待。</translation>
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
            <translation>把家族还给玩家</translation>
        </message>
        <message>
            <source>The house plays on as a vassal, commanded by the players in turn, until its player comes back.</source>
            <translation>在玩家回来之前，这个家族作为附庸继续游戏，由各玩家轮流指挥。</translation>
        </message>
        <message>
            <source>The house is a player's house again; its player is still away.</source>
            <translation>这个家族重新由玩家执掌；玩家仍暂时离开。</translation>
        </message>
        <message>
            <source>plays as a vassal</source>
            <translation>作为附庸进行游戏</translation>
        </message>
        <message>
            <source>becomes a vassal after the battle</source>
            <translation>战斗结束后成为附庸</translation>
        </message>
        <message>
            <source>is given back after the battle</source>
            <translation>战斗结束后交还玩家</translation>
        </message>
        <message>
            <source>cannot become a vassal: {why}</source>
            <translation>不能成为附庸：{why}</translation>
        </message>
        <message>
            <source>cannot be given back: {why}</source>
            <translation>不能交还玩家：{why}</translation>
        </message>
        <message>
            <source>A bot ({level}) plays until they are back</source>
            <translation>由电脑（{level}）代打，直到玩家回来</translation>
        </message>
        <message>
            <source>A bot plays this seat until its person comes back; everyone reads it in the log.</source>
            <translation>在玩家回来之前由电脑代打这个座位；所有人都会在记录中看到。</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>在座玩家</translation>
        </message>
        <message>
            <source>Bot…</source>
            <translation>电脑……</translation>
        </message>
        <message>
            <source>Let a bot play…</source>
            <translation>让电脑代打……</translation>
        </message>
        <message>
            <source>No bot: wait for them</source>
            <translation>不用电脑：等玩家回来</translation>
        </message>
        <message>
            <source>away</source>
            <translation>暂时离开</translation>
        </message>
        <message>
            <source>away since {time}</source>
            <translation>自 {time} 起暂时离开</translation>
        </message>
        <message>
            <source>away since {time} ({n} min)</source>
            <translation>自 {time} 起暂时离开（{n} 分钟）</translation>
        </message>
        <message>
            <source>bot</source>
            <translation>电脑</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>已连接</translation>
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
            <translation>{away} · 暂由电脑（{level}）代打</translation>
        </message>
        <message>
            <source>Table…</source>
            <translation>牌桌……</translation>
        </message>
        <message>
            <source>Ask the table about this house.</source>
            <translation>就这个家族向牌桌提出请求。</translation>
        </message>
        <message>
            <source>The game…</source>
            <translation>游戏……</translation>
        </message>
        <message>
            <source>Ask the table…</source>
            <translation>向牌桌提议……</translation>
        </message>
        <message>
            <source>its chess clock ran out</source>
            <translation>棋钟已用完</translation>
        </message>
        <message>
            <source>Refused: {why}</source>
            <translation>被拒绝：{why}。</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>赞成</translation>
        </message>
        <message>
            <source>No</source>
            <translation>反对</translation>
        </message>
        <message>
            <source>Resume the game</source>
            <translation>继续游戏</translation>
        </message>
        <message>
            <source>Pause the game</source>
            <translation>暂停游戏</translation>
        </message>
        <message>
            <source>End the game after this round</source>
            <translation>本轮结束后结束游戏</translation>
        </message>
        <message>
            <source>Ask to take over this house</source>
            <translation>请求接手这个家族</translation>
        </message>
        <message>
            <source>The table decides; once it agrees you play this house.</source>
            <translation>由牌桌决定；一旦同意，这个家族就由你来玩。</translation>
        </message>
        <message>
            <source>Hand my house to a bot and watch</source>
            <translation>把我的家族交给电脑，改为观看</translation>
        </message>
        <message>
            <source>A bot of the host plays your house from now on; you watch.</source>
            <translation>从现在起由主机的电脑玩你的家族；你改为观看。</translation>
        </message>
        <message>
            <source>Ask to resume the game</source>
            <translation>提议继续游戏</translation>
        </message>
        <message>
            <source>Ask to pause the game</source>
            <translation>提议暂停游戏</translation>
        </message>
        <message>
            <source>Ask to take over this vassal</source>
            <translation>请求接手这个附庸</translation>
        </message>
        <message>
            <source>The table decides; once it agrees you play this house instead of the vassals' commanders.</source>
            <translation>由牌桌决定；一旦同意，这个家族就由你来玩，不再由附庸的统领者指挥。</translation>
        </message>
        <message>
            <source>Hand my house to the vassals and watch</source>
            <translation>把我的家族交给附庸，改为观看</translation>
        </message>
        <message>
            <source>Your house plays on as a vassal; you watch.</source>
            <translation>你的家族作为附庸继续游戏；你改为观看。</translation>
        </message>
        <message>
            <source>Ask to declare this house the winner</source>
            <translation>提议宣布这个家族获胜</translation>
        </message>
        <message>
            <source>Everyone at the table must agree; the game ends at once.</source>
            <translation>需要牌桌上所有人同意；游戏立即结束。</translation>
        </message>
        <message>
            <source>Ask to end the game after this round</source>
            <translation>提议本轮结束后结束游戏</translation>
        </message>
        <message>
            <source>Ask for 15 more minutes on every clock</source>
            <translation>提议每个棋钟增加 15 分钟</translation>
        </message>
        <message>
            <source>Offer to swap houses</source>
            <translation>提议交换家族</translation>
        </message>
        <message>
            <source>You play this house and they play yours, if they and the table agree.</source>
            <translation>若对方和牌桌都同意，你玩这个家族，对方玩你的家族。</translation>
        </message>
        <message>
            <source>Ask to make this house a vassal</source>
            <translation>提议让这个家族成为附庸</translation>
        </message>
        <message>
            <source>The table decides; its player watches from then on.</source>
            <translation>由牌桌决定；此后它的玩家改为观看。</translation>
        </message>
        <message>
            <source>{status} · clock {time}, running</source>
            <translation>{status} · 棋钟 {time}（计时中）</translation>
        </message>
        <message>
            <source>{status} · clock {time}</source>
            <translation>{status} · 棋钟 {time}</translation>
        </message>
    </context>
    <context>
        <name>Rejoin</name>
        <message>
            <source>the LAN game</source>
            <translation>局域网游戏</translation>
        </message>
        <message>
            <source>“{name}” as a spectator, at {address}</source>
            <translation>“{name}”，观战，地址 {address}</translation>
        </message>
        <message>
            <source>“{name}” as {house}, at {address}</source>
            <translation>“{name}”，你是{house}，地址 {address}</translation>
        </message>
        <message>
            <source>“{name}”, hosted here: host it again from its autosave</source>
            <translation>“{name}”，由本机主持：从自动存档重新主持</translation>
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
            <translation>这个窗口还没有主持过局域网游戏。</translation>
        </message>
        <message>
            <source>Other file…</source>
            <translation>其他文件……</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>继续</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>轮次</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>保存时间</translation>
        </message>
    </context>
    <context>
        <name>SaveProblem</name>
        <message>
            <source>there is no save file there</source>
            <translation>那里没有这个存档文件</translation>
        </message>
        <message>
            <source>the file cannot be read</source>
            <translation>文件无法读取</translation>
        </message>
        <message>
            <source>the file is damaged, or is not a saved game</source>
            <translation>文件已损坏，或者不是本游戏的存档</translation>
        </message>
        <message>
            <source>this is not a save file of this game</source>
            <translation>这不是本游戏的存档文件</translation>
        </message>
        <message>
            <source>the save has no version</source>
            <translation>存档没有标明版本</translation>
        </message>
        <message>
            <source>the save is from a newer version ({version}); please update the game</source>
            <translation>存档来自更新的版本（{version}），请更新游戏</translation>
        </message>
        <message>
            <source>saves of version {version} can no longer be read</source>
            <translation>已无法读取第 {version} 版的存档</translation>
        </message>
        <message>
            <source>the save is damaged</source>
            <translation>存档已损坏</translation>
        </message>
        <message>
            <source>the save's snapshot does not match its commands</source>
            <translation>存档中的局面与其记录的操作不符</translation>
        </message>
        <message>
            <source>the save has no initial state</source>
            <translation>存档缺少开局局面</translation>
        </message>
        <message>
            <source>the save's initial state is inconsistent</source>
            <translation>存档的开局局面自相矛盾</translation>
        </message>
        <message>
            <source>the save's initial state is damaged</source>
            <translation>存档的开局局面已损坏</translation>
        </message>
        <message>
            <source>the save's commands are not a list</source>
            <translation>存档中的操作记录格式不对</translation>
        </message>
        <message>
            <source>command {n} is not a [seat, command] pair</source>
            <translation>第 {n} 步操作的记录格式不对</translation>
        </message>
        <message>
            <source>command {n} cannot be read</source>
            <translation>无法读取第 {n} 步操作</translation>
        </message>
        <message>
            <source>command {n} ({seat}) was refused</source>
            <translation>第 {n} 步（{seat}）不符合规则</translation>
        </message>
        <message>
            <source>command {n} ({seat}) cannot be replayed</source>
            <translation>第 {n} 步（{seat}）无法回放</translation>
        </message>
        <message>
            <source>the save's commands do not lead to the game it recorded</source>
            <translation>按存档中的操作回放，得不到存档记录的那局游戏</translation>
        </message>
        <message>
            <source>the replayed game cannot be shown</source>
            <translation>无法显示回放的游戏</translation>
        </message>
        <message>
            <source>the save cannot be used</source>
            <translation>无法使用这个存档</translation>
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
            <translation>文件或文件夹不存在</translation>
        </message>
        <message>
            <source>this program may not use that file or folder (permissions)</source>
            <translation>没有使用该文件或文件夹的权限</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>磁盘已满</translation>
        </message>
        <message>
            <source>the disk or folder can only be read, not written</source>
            <translation>磁盘或文件夹只读，无法写入</translation>
        </message>
        <message>
            <source>that is a folder, not a file</source>
            <translation>那是文件夹，不是文件</translation>
        </message>
        <message>
            <source>part of that path is not a folder</source>
            <translation>路径中有一部分不是文件夹</translation>
        </message>
        <message>
            <source>the file name is too long</source>
            <translation>文件名太长</translation>
        </message>
        <message>
            <source>another program already uses that port</source>
            <translation>另一个程序已占用该端口</translation>
        </message>
        <message>
            <source>that address does not belong to this computer</source>
            <translation>该地址不属于这台电脑</translation>
        </message>
        <message>
            <source>no game answers at that address</source>
            <translation>该地址没有游戏响应</translation>
        </message>
        <message>
            <source>the other side closed the connection</source>
            <translation>对方关闭了连接</translation>
        </message>
        <message>
            <source>that computer cannot be reached</source>
            <translation>无法连接到那台电脑</translation>
        </message>
        <message>
            <source>there was no answer in time</source>
            <translation>没有及时得到响应</translation>
        </message>
        <message>
            <source>no computer of that name is known</source>
            <translation>找不到这个名字的电脑</translation>
        </message>
        <message>
            <source>the system reported a problem</source>
            <translation>系统报告了一个错误</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>详情</translation>
        </message>
        <message>
            <source>Hide details</source>
            <translation>隐藏详情</translation>
        </message>
        <message>
            <source>a file stands where a folder is needed</source>
            <translation>需要文件夹的位置上有一个同名文件</translation>
        </message>
        <message>
            <source>Too many messages at once: wait a moment, then try again.</source>
            <translation>消息发得太快了：请稍等片刻再试。</translation>
        </message>
        <message>
            <source>The host could not read what this window sent.</source>
            <translation>主机无法读取这个窗口发送的内容。</translation>
        </message>
        <message>
            <source>That was too large to send.</source>
            <translation>内容太大，无法发送。</translation>
        </message>
        <message>
            <source>Only a player with a seat can do that.</source>
            <translation>只有入座的玩家才能这样做。</translation>
        </message>
        <message>
            <source>Spectators watch: only the players act.</source>
            <translation>观众只能观看：只有玩家才能行动。</translation>
        </message>
        <message>
            <source>That seat is no longer yours.</source>
            <translation>这个座位已经不属于你了。</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>游戏还没有开始。</translation>
        </message>
        <message>
            <source>The game has already started.</source>
            <translation>游戏已经开始了。</translation>
        </message>
        <message>
            <source>That house does not play in this game.</source>
            <translation>这个家族不在本局游戏中。</translation>
        </message>
        <message>
            <source>The host refused that.</source>
            <translation>主机拒绝了这个请求。</translation>
        </message>
        <message>
            <source>Technical details (in English, for a bug report):</source>
            <translation>技术细节（英文，供报告问题时使用）：</translation>
        </message>
        <message>
            <source>Details:</source>
            <translation>详细信息：</translation>
        </message>
        <message>
            <source>a value was expected (the file may be cut short)</source>
            <translation>这里应当有一个值（文件可能被截断了）</translation>
        </message>
        <message>
            <source>a name in double quotes was expected</source>
            <translation>这里应当有一个带双引号的名称</translation>
        </message>
        <message>
            <source>a comma was expected</source>
            <translation>这里应当有一个逗号</translation>
        </message>
        <message>
            <source>a colon was expected</source>
            <translation>这里应当有一个冒号</translation>
        </message>
        <message>
            <source>a text that is never closed (the file may be cut short)</source>
            <translation>一段没有结束的文字（文件可能被截断了）</translation>
        </message>
        <message>
            <source>more after the end of the saved game</source>
            <translation>存档结束后还有多余的内容</translation>
        </message>
        <message>
            <source>a control character inside a text</source>
            <translation>文字中有控制字符</translation>
        </message>
        <message>
            <source>a backslash that starts no known sign</source>
            <translation>一个不代表任何已知符号的反斜杠</translation>
        </message>
        <message>
            <source>a number a save never holds (NaN or Infinity)</source>
            <translation>存档中不会有的数字（非数字或无穷大）</translation>
        </message>
        <message>
            <source>values nested deeper than a save ever is</source>
            <translation>数值嵌套得比任何存档都深</translation>
        </message>
        <message>
            <source>a number with too many digits</source>
            <translation>位数过多的数字</translation>
        </message>
        <message>
            <source>Where in the file: line {line}, column {column}</source>
            <translation>文件中的位置：第 {line} 行，第 {column} 列</translation>
        </message>
        <message>
            <source>What was found there: {what}</source>
            <translation>那里的情况：{what}</translation>
        </message>
        <message>
            <source>File: {path}</source>
            <translation>文件：{path}</translation>
        </message>
        <message>
            <source>Problem: {problem}</source>
            <translation>问题：{problem}</translation>
        </message>
        <message>
            <source>System error number: {n}</source>
            <translation>系统错误编号：{n}</translation>
        </message>
    </context>
    <context>
        <name>GameOver</name>
        <message>
            <source>Castles and strongholds</source>
            <translation>城堡与要塞</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>补给</translation>
        </message>
        <message>
            <source>Power tokens</source>
            <translation>权力标记</translation>
        </message>
        <message>
            <source>place {n}</source>
            <translation>第 {n} 位</translation>
        </message>
        <message>
            <source>castles and strongholds</source>
            <translation>城堡与要塞</translation>
        </message>
        <message>
            <source>land areas</source>
            <translation>陆地区域</translation>
        </message>
        <message>
            <source>supply</source>
            <translation>补给</translation>
        </message>
        <message>
            <source>supply barrels</source>
            <translation>补给桶</translation>
        </message>
        <message>
            <source>power tokens</source>
            <translation>权力标记</translation>
        </message>
        <message>
            <source>the Iron Throne track</source>
            <translation>铁王座轨道</translation>
        </message>
        <message>
            <source>{house} holds {castles} castles and strongholds at once in round {round}: the {needed} needed to win.</source>
            <translation>{house}在第 {round} 轮同时占有 {castles} 座城堡与要塞：达到获胜所需的 {needed} 座。</translation>
        </message>
        <message>
            <source>After round {round}, {houses} are equal on every measure and share the win.</source>
            <translation>第 {round} 轮结束后，{houses}在各项比较中完全相同，共同获胜。</translation>
        </message>
        <message>
            <source>After round {round}, {house} holds the most castles and strongholds ({n}).</source>
            <translation>第 {round} 轮结束后，{house}占有最多的城堡与要塞（{n} 座）。</translation>
        </message>
        <message>
            <source>After round {round}, {house} wins on {measure}.</source>
            <translation>第 {round} 轮结束后，{house}凭{measure}获胜。</translation>
        </message>
        <message>
            <source>After round {round}, {house} and {other} are equal on {tied}; {house} wins on {measure}: {mine} against {theirs}.</source>
            <translation>第 {round} 轮结束后，{house}与{other}在{tied}上相同；{house}凭{measure}获胜：{mine} 对 {theirs}。</translation>
        </message>
        <message>
            <source>No round has ended yet.</source>
            <translation>还没有结束的轮次。</translation>
        </message>
        <message>
            <source>Battles won and lost</source>
            <translation>战斗胜负</translation>
        </message>
        <message>
            <source>{won} won, {lost} lost</source>
            <translation>胜 {won}，负 {lost}</translation>
        </message>
        <message>
            <source>Only the host of a LAN game has its save.</source>
            <translation>只有局域网游戏的主机才有它的存档。</translation>
        </message>
        <message>
            <source>A shared win: {houses}</source>
            <translation>共同获胜：{houses}</translation>
        </message>
        <message>
            <source>{house} wins the game</source>
            <translation>{house}赢得了游戏</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>最终排名</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>新游戏……</translation>
        </message>
        <message>
            <source>Watch the replay</source>
            <translation>观看回放</translation>
        </message>
        <message>
            <source>Save the game…</source>
            <translation>保存游戏……</translation>
        </message>
        <message>
            <source>Back to the start</source>
            <translation>返回开始页</translation>
        </message>
        <message>
            <source>Look at the board</source>
            <translation>查看棋盘</translation>
        </message>
        <message>
            <source>Chart of the game</source>
            <translation>本局统计图</translation>
        </message>
            <message>
            <source>victory points</source>
            <translation>胜利点</translation>
        </message>
        <message>
            <source>{house} reaches {points} victory points at the end of round {round}.</source>
            <translation>{house} 在第 {round} 回合结束时达到 {points} 胜利点。</translation>
        </message>
        <message>
            <source>After round {round}, {house} has the most victory points ({n}).</source>
            <translation>第 {round} 回合结束后，{house} 的胜利点最多（{n}）。</translation>
        </message>
        <message>
            <source>Victory points</source>
            <translation>胜利点</translation>
        </message>
        <message>
            <source>The table declared {house} the winner in round {round}.</source>
            <translation>牌桌在第 {round} 轮宣布{house}获胜。</translation>
        </message>
        <message>
            <source>Every other player's chess clock ran out: {house} wins in round {round}.</source>
            <translation>其他所有玩家的棋钟都已用完：{house}在第 {round} 轮获胜。</translation>
        </message>
</context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>查找范围(&amp;L)：</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>文件类型(&amp;T)：</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <translation>文件夹</translation>
        </message>
        <message>
            <source>File</source>
            <translation>文件</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>驱动器</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Folder</source>
            <translation>文件夹</translation>
        </message>
    </context>
    <context>
        <name>Objectives</name>
            <message>
            <source>Keep your objectives</source>
            <translation>保留目标卡</translation>
        </message>
        <message>
            <source>Score an objective</source>
            <translation>完成一个目标</translation>
        </message>
        <message>
            <source>Shifting Ambitions</source>
            <translation>野心易主</translation>
        </message>
        <message>
            <source>New Information</source>
            <translation>新情报</translation>
        </message>
        <message>
            <source>Objectives</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>Keep {n} of these objective cards; the others are shuffled back into the deck. Nobody else sees which you keep.</source>
            <translation>从这些目标卡中保留 {n} 张，其余洗回牌堆。其他人看不到你保留了哪些。</translation>
        </message>
        <message>
            <source>You meet these objectives now: score one of them for good (it is shown face up to everyone), or none this round.</source>
            <translation>你现在达成了这些目标：选一张完成（永久计分，所有人都能看到），或本回合不完成。</translation>
        </message>
        <message>
            <source>Put {n} objective card face down into the pool; then every house takes one from the pool, face up, in turn order.</source>
            <translation>把 {n} 张目标卡面朝下放入公共池；然后各家族按回合顺序从翻开的公共池中各拿一张。</translation>
        </message>
        <message>
            <source>Shuffle {n} objective card back into the deck.</source>
            <translation>把 {n} 张目标卡洗回牌堆。</translation>
        </message>
        <message>
            <source>met now</source>
            <translation>现已达成</translation>
        </message>
        <message>
            <source>not met</source>
            <translation>未达成</translation>
        </message>
        <message>
            <source>{name} · {points} pt · {state}</source>
            <translation>{name} · {points} 点 · {state}</translation>
        </message>
        <message>
            <source>Score none</source>
            <translation>不完成</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>确认</translation>
        </message>
        <message>
            <source>Chosen: {n} of {count}</source>
            <translation>已选：{n} / {count}</translation>
        </message>
        <message>
            <source>(victory at {n} points)</source>
            <translation>（{n} 点获胜）</translation>
        </message>
        <message>
            <source>Your objectives</source>
            <translation>你的目标</translation>
        </message>
        <message>
            <source>Victory points (victory at {n})</source>
            <translation>胜利点数（{n} 点获胜）</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>详情</translation>
        </message>
        <message>
            <source>none in hand</source>
            <translation>手中没有</translation>
        </message>
        <message>
            <source>{n} pt</source>
            <translation>{n} 点</translation>
        </message>
        <message>
            <source>Special objectives (+1 every round)</source>
            <translation>特殊目标（每回合 +1）</translation>
        </message>
        <message>
            <source>Victory points and scored objectives</source>
            <translation>胜利点与已完成的目标</translation>
        </message>
        <message>
            <source>{house}: {points} of {goal} points, {n} in hand</source>
            <translation>{house}：{points} / {goal} 点，手中 {n} 张</translation>
        </message>
        <message>
            <source>Objective deck: {n} cards</source>
            <translation>目标牌堆：{n} 张</translation>
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
            <translation>玩家之间赠送权力标记</translation>
        </message>
        <message>
            <source>Players may give each other power tokens at any time, except while bids are made or in a battle once support is declared.</source>
            <translation>玩家可随时互相赠送权力标记，但竞标进行时不可，战斗中宣布支援之后也不可。</translation>
        </message>
        <message>
            <source>Power-token gifts are not part of this edition.</source>
            <translation>此版本没有赠送权力标记的规则。</translation>
        </message>
        <message>
            <source>Give power…</source>
            <translation>赠送权力……</translation>
        </message>
        <message>
            <source>Give some of your power tokens to another player.</source>
            <translation>将你的一些权力标记赠送给另一位玩家。</translation>
        </message>
        <message>
            <source>Power tokens cannot be given now (not while bids are made, nor in a battle once support is declared, nor before you answer what the game asks of you).</source>
            <translation>现在不能赠送权力标记（竞标进行时、战斗中宣布支援之后、或在你回答游戏的询问之前，均不可赠送）。</translation>
        </message>
        <message>
            <source>Give power</source>
            <translation>赠送权力</translation>
        </message>
        <message>
            <source>{house} has {n} available power token(s).</source>
            <translation>{house}有{n}个可用的权力标记。</translation>
        </message>
        <message>
            <source>{house} (power {n})</source>
            <translation>{house}（权力 {n}）</translation>
        </message>
        <message>
            <source>To</source>
            <translation>赠予</translation>
        </message>
        <message>
            <source>Power tokens</source>
            <translation>权力标记数</translation>
        </message>
        <message>
            <source>Give</source>
            <translation>赠送</translation>
        </message>
    </context>
    <context>
        <name>Variants</name>
        <message>
            <source>Draft house cards</source>
            <translation>家族卡轮抽</translation>
        </message>
        <message>
            <source>Before round 1 the player houses take turns picking their hands from a pool of decks; any house may take any card, and every pick is public.</source>
            <translation>第 1 轮之前，各玩家家族从多副牌组成的牌池中轮流挑选手牌；任何家族都可拿任何卡，每次挑选公开。</translation>
        </message>
        <message>
            <source>Draft the influence tracks</source>
            <translation>轮抽势力轨位置</translation>
        </message>
        <message>
            <source>A draft turn may take the best free place on an influence track instead of a card.</source>
            <translation>轮抽的一次机会可以改为占取某条势力轨上最好的空位。</translation>
        </message>
        <message>
            <source>Thematic draft</source>
            <translation>主题轮抽</translation>
        </message>
        <message>
            <source>Each house picks only its own house's cards, from every deck drafted from, all at once and in secret until everyone is done.</source>
            <translation>每个家族只从所用牌组中挑选本家族的卡，所有家族同时秘密挑选，全部选完后才公开。</translation>
        </message>
        <message>
            <source>Limited draft</source>
            <translation>限定轮抽</translation>
        </message>
        <message>
            <source>The pool keeps only the cards of houses that are in the game.</source>
            <translation>牌池只保留本局中出场家族的卡。</translation>
        </message>
        <message>
            <source>Random draft</source>
            <translation>随机轮抽</translation>
        </message>
        <message>
            <source>Nobody picks: the hands (and, with the track draft, the track places) are dealt at random.</source>
            <translation>无人挑选：手牌（配合势力轨轮抽时还有势力轨位置）随机发放。</translation>
        </message>
        <message>
            <source>Blind draft</source>
            <translation>盲抽</translation>
        </message>
        <message>
            <source>A random draft whose hands stay hidden from the other players until the game ends; a card shows when it is played.</source>
            <translation>随机轮抽，手牌在游戏结束前对其他玩家保密；卡牌打出时才会亮出。</translation>
        </message>
        <message>
            <source>Perpetuum random</source>
            <translation>永续随机</translation>
        </message>
        <message>
            <source>When a house takes its discards back, each is swapped for a random pool card of the same strength.</source>
            <translation>家族收回弃牌时，每张换成牌池中同战力的一张随机卡。</translation>
        </message>
        <message>
            <source>Decks to draft from</source>
            <translation>轮抽所用牌组</translation>
        </message>
        <message>
            <source>The deck groups the draft pool is made of.</source>
            <translation>组成轮抽牌池的牌组。</translation>
        </message>
        <message>
            <source>Draft the starting positions</source>
            <translation>轮抽起始布置</translation>
        </message>
        <message>
            <source>Before the card draft each player reshapes its starting units within its own territory.</source>
            <translation>在卡牌轮抽之前，每位玩家在自己的领地内重新布置起始部队。</translation>
        </message>
        <message>
            <source>A Storm of Swords house cards</source>
            <translation>《剑之风暴》家族卡</translation>
        </message>
        <message>
            <source>The six base houses fight with A Storm of Swords' house cards.</source>
            <translation>六个基础家族使用《剑之风暴》的家族卡作战。</translation>
        </message>
        <message>
            <source>A Dance with Dragons house cards</source>
            <translation>《魔龙的狂舞》家族卡</translation>
        </message>
        <message>
            <source>The base houses fight with A Dance with Dragons' decks, Arryn with A Feast for Crows' and Targaryen with its second deck.</source>
            <translation>基础家族使用《魔龙的狂舞》的牌组，艾林使用《群鸦的盛宴》的，坦格利安使用其第二副牌组。</translation>
        </message>
        <message>
            <source>First-edition house cards</source>
            <translation>第一版家族卡</translation>
        </message>
        <message>
            <source>The six base houses fight with the first edition's house cards.</source>
            <translation>六个基础家族使用第一版的家族卡作战。</translation>
        </message>
        <message>
            <source>House cards evolve</source>
            <translation>家族卡进化</translation>
        </message>
        <message>
            <source>From the chosen round on, a house that has played its last card takes up its alternative deck instead of its discards.</source>
            <translation>从所选轮次起，打完最后一张卡的家族改用其备用牌组，而不是收回弃牌。</translation>
        </message>
        <message>
            <source>Random houses</source>
            <translation>随机家族</translation>
        </message>
        <message>
            <source>The players are dealt houses at random.</source>
            <translation>玩家随机分配家族。</translation>
        </message>
        <message>
            <source>Shuffle the chosen houses</source>
            <translation>打乱所选家族</translation>
        </message>
        <message>
            <source>The houses taken at the table are shuffled among the players.</source>
            <translation>桌上选定的家族在玩家之间随机分配。</translation>
        </message>
        <message>
            <source>Random vassal assignment</source>
            <translation>随机分配附庸</translation>
        </message>
        <message>
            <source>Each round the vassals are handed out at random instead of claimed.</source>
            <translation>每轮附庸随机分配，而不是认领。</translation>
        </message>
        <message>
            <source>Random starting positions</source>
            <translation>随机起始位置</translation>
        </message>
        <message>
            <source>The houses (Targaryen excepted) start from each other's starting positions.</source>
            <translation>各家族（坦格利安除外）互换起始位置。</translation>
        </message>
        <message>
            <source>Vassal starting positions</source>
            <translation>附庸起始位置</translation>
        </message>
        <message>
            <source>Player houses start with the units of their vassal setup.</source>
            <translation>玩家家族以其附庸布置的部队开局。</translation>
        </message>
        <message>
            <source>Mustering before round 1</source>
            <translation>第 1 轮前征召</translation>
        </message>
        <message>
            <source>Round 1 begins with a full Mustering before any order is placed.</source>
            <translation>第 1 轮在放置命令之前先进行一次完整的征召。</translation>
        </message>
        <message>
            <source>Mother of Dragons' modules everywhere</source>
            <translation>《魔龙之母》模块通用</translation>
        </message>
        <message>
            <source>Vassals, the Iron Bank, sea orders and power-token gifts in every edition.</source>
            <translation>附庸、铁金库、海上命令和权力标记赠送可用于所有版本。</translation>
        </message>
        <message>
            <source>Castles needed to win</source>
            <translation>获胜所需城堡</translation>
        </message>
        <message>
            <source>Castles and strongholds (or victory points) a house needs to win at once.</source>
            <translation>家族立即获胜所需的城堡和要塞数（或胜利点数）。</translation>
        </message>
        <message>
            <source>Loyalty needed to win</source>
            <translation>获胜所需忠诚</translation>
        </message>
        <message>
            <source>Loyalty tokens Targaryen needs to win.</source>
            <translation>坦格利安获胜所需的忠诚标记数。</translation>
        </message>
        <message>
            <source>Hold the target to the round's end</source>
            <translation>守住目标到本轮结束</translation>
        </message>
        <message>
            <source>Reaching the target wins only if the house still holds it when the round ends.</source>
            <translation>达到目标后，只有在本轮结束时仍然守住才算获胜。</translation>
        </message>
        <message>
            <source>Endless</source>
            <translation>无尽模式</translation>
        </message>
        <message>
            <source>No last round; some decks are reshuffled every ten rounds.</source>
            <translation>没有最后一轮；每十轮重洗部分牌堆。</translation>
        </message>
        <message>
            <source>Game length</source>
            <translation>游戏长度</translation>
        </message>
        <message>
            <source>How many rounds the game lasts.</source>
            <translation>游戏进行的轮数。</translation>
        </message>
        <message>
            <source>Tides of Battle without 3s</source>
            <translation>战局卡去掉 3</translation>
        </message>
        <message>
            <source>Both 3s leave the Tides of Battle deck.</source>
            <translation>两张 3 从战局卡牌堆中移除。</translation>
        </message>
        <message>
            <source>Tides of Battle without skulls</source>
            <translation>战局卡去掉骷髅</translation>
        </message>
        <message>
            <source>Both skulls leave the Tides of Battle deck.</source>
            <translation>两张骷髅从战局卡牌堆中移除。</translation>
        </message>
        <message>
            <source>Tides of Battle with two 2s</source>
            <translation>战局卡只留两张 2</translation>
        </message>
        <message>
            <source>Two of the four 2s leave the Tides of Battle deck.</source>
            <translation>战局卡牌堆中的四张 2 移除两张。</translation>
        </message>
        <message>
            <source>Mixed Westeros deck I</source>
            <translation>混合维斯特洛牌堆 I</translation>
        </message>
        <message>
            <source>Three cards of Westeros deck I are swapped for A Feast for Crows' cards.</source>
            <translation>维斯特洛牌堆 I 中的三张卡换成《群鸦的盛宴》的卡。</translation>
        </message>
        <message>
            <source>Look ahead at the Westeros decks</source>
            <translation>预看维斯特洛牌堆</translation>
        </message>
        <message>
            <source>The next three cards of every Westeros deck are open to everyone.</source>
            <translation>每个维斯特洛牌堆接下来的三张卡对所有人公开。</translation>
        </message>
        <message>
            <source>Dragon War</source>
            <translation>巨龙之战</translation>
        </message>
        <message>
            <source>Every house starts with a dragon; home garrisons are stronger and two cards weaker.</source>
            <translation>每个家族开局拥有一条龙；本土守军更强，两张卡被削弱。</translation>
        </message>
        <message>
            <source>Dragon Revenge</source>
            <translation>巨龙复仇</translation>
        </message>
        <message>
            <source>A house without castles whose last land unit is left sees it become a dragon.</source>
            <translation>没有城堡的家族只剩最后一个陆地单位时，该单位变成一条龙。</translation>
        </message>
        <message>
            <source>Community balancing</source>
            <translation>社区平衡</translation>
        </message>
        <message>
            <source>Ships and dragons adjusted for the six-house base game and the eight-house Mother of Dragons.</source>
            <translation>为六家族基础游戏和八家族《魔龙之母》调整舰船和龙。</translation>
        </message>
        <message>
            <source>A port for the Eyrie</source>
            <translation>鹰巢城港口</translation>
        </message>
        <message>
            <source>In A Feast for Crows the Eyrie has a port, and Mercantile Ventures scores 1 for Arryn.</source>
            <translation>在《群鸦的盛宴》中鹰巢城有港口，“商业冒险”为艾林只计 1 分。</translation>
        </message>
        <message>
            <source>Fog of war</source>
            <translation>战争迷雾</translation>
        </message>
        <message>
            <source>Each player sees only the areas in sight of its own pieces; the host keeps the rest secret.</source>
            <translation>每位玩家只能看到自己部队视野内的区域；其余由主机保密。</translation>
        </message>
        <message>
            <source>Faceless</source>
            <translation>无面者</translation>
        </message>
        <message>
            <source>The players' names are hidden from each other until the game ends.</source>
            <translation>游戏结束前，玩家彼此看不到对方的名字。</translation>
        </message>
        <message>
            <source>No private chats</source>
            <translation>禁止私聊</translation>
        </message>
        <message>
            <source>Only the public chat is open.</source>
            <translation>只开放公共聊天。</translation>
        </message>
        <message>
            <source>Tournament mode</source>
            <translation>锦标赛模式</translation>
        </message>
        <message>
            <source>Only pausing, resuming and replacing a player by a vassal can be put to a vote.</source>
            <translation>只有暂停、继续和以附庸替换玩家可以投票。</translation>
        </message>
        <message>
            <source>Private game</source>
            <translation>私人游戏</translation>
        </message>
        <message>
            <source>A game among people who know each other: a paused clock does not start again by itself.</source>
            <translation>熟人之间的游戏：暂停的计时钟不会自动恢复。</translation>
        </message>
        <message>
            <source>Chess clock</source>
            <translation>棋钟</translation>
        </message>
        <message>
            <source>Minutes on each player's clock; a house whose clock runs out becomes a vassal.</source>
            <translation>每位玩家钟上的分钟数；钟走完的家族成为附庸。</translation>
        </message>
        <message>
            <source>House-card drafts</source>
            <translation>家族卡轮抽</translation>
        </message>
        <message>
            <source>Other house cards</source>
            <translation>其他家族卡</translation>
        </message>
        <message>
            <source>Houses and starts</source>
            <translation>家族与开局</translation>
        </message>
        <message>
            <source>Victory and length</source>
            <translation>胜利与长度</translation>
        </message>
        <message>
            <source>Combat and Westeros</source>
            <translation>战斗与维斯特洛</translation>
        </message>
        <message>
            <source>Dragons and balance</source>
            <translation>巨龙与平衡</translation>
        </message>
        <message>
            <source>Hidden information</source>
            <translation>隐藏信息</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>牌桌上</translation>
        </message>
        <message>
            <source>Second edition and Mother of Dragons (deck A)</source>
            <translation>第二版与《魔龙之母》（A 组）</translation>
        </message>
        <message>
            <source>A Dance with Dragons, A Feast for Crows and Mother of Dragons (deck B)</source>
            <translation>《魔龙的狂舞》《群鸦的盛宴》与《魔龙之母》（B 组）</translation>
        </message>
        <message>
            <source>A Storm of Swords</source>
            <translation>《剑之风暴》</translation>
        </message>
        <message>
            <source>First edition</source>
            <translation>第一版</translation>
        </message>
        <message>
            <source>Tides of Battle</source>
            <translation>战局卡</translation>
        </message>
        <message>
            <source>Vassals</source>
            <translation>附庸</translation>
        </message>
        <message>
            <source>The Iron Bank</source>
            <translation>铁金库</translation>
        </message>
        <message>
            <source>Sea orders</source>
            <translation>海上命令</translation>
        </message>
        <message>
            <source>Power-token gifts</source>
            <translation>权力标记赠送</translation>
        </message>
        <message>
            <source>off</source>
            <translation>关</translation>
        </message>
        <message>
            <source>on</source>
            <translation>开</translation>
        </message>
        <message>
            <source>as the edition plays it</source>
            <translation>按版本规则</translation>
        </message>
        <message>
            <source>all of them</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>{n} min</source>
            <translation>{n} 分钟</translation>
        </message>
        <message>
            <source>Default: {value}</source>
            <translation>默认：{value}</translation>
        </message>
        <message>
            <source>Variants</source>
            <translation>变体</translation>
        </message>
        <message>
            <source>No variant can be played yet.</source>
            <translation>暂时还没有可玩的变体。</translation>
        </message>
        <message>
            <source>No variants</source>
            <translation>不用变体</translation>
        </message>
        <message>
            <source>Play the game as its edition plays it.</source>
            <translation>按所选版本的原本规则进行游戏。</translation>
        </message>
        <message>
            <source>This combination cannot be played: {why}</source>
            <translation>这个组合不能玩：{why}。</translation>
        </message>
        <message>
            <source>None: the edition as it is</source>
            <translation>无：按版本原本规则</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>选择……</translation>
        </message>
        <message>
            <source>House-card drafts and the other variants this game may be played with.</source>
            <translation>本局可用的家族卡轮抽及其他变体。</translation>
        </message>
    </context>
    <context>
        <name>VariantRefusal</name>
        <message>
            <source>there is no variant {variant}</source>
            <translation>没有名为{variant}的变体</translation>
        </message>
        <message>
            <source>{variant} cannot be played yet</source>
            <translation>{variant}暂时还不能玩</translation>
        </message>
        <message>
            <source>{variant} cannot be set to {value}</source>
            <translation>{variant}不能设为{value}</translation>
        </message>
        <message>
            <source>{variant} takes a number from {min} to {max}</source>
            <translation>{variant}的取值为 {min} 到 {max}</translation>
        </message>
        <message>
            <source>{variant} is not played in {ruleset}</source>
            <translation>{ruleset}中不能玩{variant}</translation>
        </message>
        <message>
            <source>{variant} is not played with {n} houses</source>
            <translation>{n} 个家族的游戏不能玩{variant}</translation>
        </message>
        <message>
            <source>{variant} is played only together with {other}</source>
            <translation>{variant}只能与{other}一起玩</translation>
        </message>
        <message>
            <source>{variant} is played only with the option {option}</source>
            <translation>{variant}只能在开启{option}时玩</translation>
        </message>
        <message>
            <source>{variant} cannot be played together with {other}</source>
            <translation>{variant}不能与{other}一起玩</translation>
        </message>
        <message>
            <source>{variant} needs at least {n} deck groups to draft from</source>
            <translation>{variant}至少需要 {n} 组牌组来轮抽</translation>
        </message>
        <message>
            <source>{deck} cannot be drafted from in this game</source>
            <translation>本局不能从{deck}中轮抽</translation>
        </message>
        <message>
            <source>the decks drafted from hold too few cards of strength {n} for every player</source>
            <translation>轮抽所用牌组中战力为 {n} 的卡不够每位玩家分配</translation>
        </message>
        <message>
            <source>the decks drafted from hold too few cards of strength {n} for {house}</source>
            <translation>轮抽所用牌组中{house}战力为 {n} 的卡不够</translation>
        </message>
        <message>
            <source>{variant} cannot be set to {value} in {ruleset}</source>
            <translation>在{ruleset}中，{variant}不能设为{value}</translation>
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
            <translation>可选卡：{n}</translation>
        </message>
        <message>
            <source>Draft order (cards drafted; in bold: picking now):</source>
            <translation>轮抽顺序（已抽卡数；粗体为正在挑选）：</translation>
        </message>
        <message>
            <source>Draft this card</source>
            <translation>轮抽这张卡</translation>
        </message>
        <message>
            <source>Draft</source>
            <translation>轮抽</translation>
        </message>
        <message>
            <source>Every card offered</source>
            <translation>所有可选的卡</translation>
        </message>
        <message>
            <source>Everyone picks at once; nobody sees your cards until every house is done.</source>
            <translation>所有家族同时挑选；在所有家族选完之前，没有人能看到你的卡。</translation>
        </message>
        <message>
            <source>House-card draft: your pick</source>
            <translation>家族卡轮抽：轮到你挑选</translation>
        </message>
        <message>
            <source>Houses drafting (cards picked):</source>
            <translation>正在轮抽的家族（已选卡数）：</translation>
        </message>
        <message>
            <source>One pick per turn, in the draft's order; every pick is public.</source>
            <translation>按轮抽顺序每次挑选一张；每次挑选都公开。</translation>
        </message>
        <message>
            <source>Pick a card (or a place on a track).</source>
            <translation>挑选一张卡（或势力轨上的一个位置）。</translation>
        </message>
        <message>
            <source>Pick a card.</source>
            <translation>挑选一张卡。</translation>
        </message>
        <message>
            <source>Place {place} on the {track} track</source>
            <translation>{track}轨上的第 {place} 位</translation>
        </message>
        <message>
            <source>Places taken:</source>
            <translation>已占位置：</translation>
        </message>
        <message>
            <source>Take this place</source>
            <translation>占取这个位置</translation>
        </message>
        <message>
            <source>Thematic draft: pick your house's cards</source>
            <translation>主题轮抽：挑选你家族的卡</translation>
        </message>
        <message>
            <source>Your hand: {n}/{size}</source>
            <translation>你的手牌：{n}/{size}</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>尚无</translation>
        </message>
        <message>
            <source>{card} · {house}</source>
            <translation>{card} · {house}</translation>
        </message>
        <message>
            <source>Each card offered fills a free slot of your hand (strength × cards): {slots}</source>
            <translation>每张可选的卡都填入你手牌中一个空位（战力 × 张数）：{slots}</translation>
        </message>
        <message>
            <source>Hand hidden (blind draft) until the game ends</source>
            <translation>手牌隐藏（盲抽），游戏结束时公开</translation>
        </message>
        <message>
            <source>Or take the best free place on a track:</source>
            <translation>或占取某条势力轨上最好的空位：</translation>
        </message>
        <message>
            <source>Your pick: {card}.</source>
            <translation>你的选择：{card}。</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>The game is paused: nobody moves and no clock runs until it resumes.</source>
            <translation>游戏已暂停：继续之前没有人行动，计时也不走。</translation>
        </message>
        <message>
            <source>Someone</source>
            <translation>有人</translation>
        </message>
        <message>
            <source>{who} asks to pause the game</source>
            <translation>{who} 提议暂停游戏</translation>
        </message>
        <message>
            <source>{who} asks to resume the game</source>
            <translation>{who} 提议继续游戏</translation>
        </message>
        <message>
            <source>{who} asks to end the game after this round</source>
            <translation>{who} 提议本轮结束后结束游戏</translation>
        </message>
        <message>
            <source>{who} asks to declare {house} the winner</source>
            <translation>{who} 提议宣布{house}获胜</translation>
        </message>
        <message>
            <source>{who} asks for 15 more minutes on every chess clock</source>
            <translation>{who} 提议每个棋钟增加 15 分钟</translation>
        </message>
        <message>
            <source>{who} ({by}) offers to swap houses with {house}</source>
            <translation>{who}（{by}）提议与{house}交换家族</translation>
        </message>
        <message>
            <source>{who} asks to make {house} a vassal</source>
            <translation>{who} 提议让{house}成为附庸</translation>
        </message>
        <message>
            <source>{who}, watching, asks to take over {house}</source>
            <translation>观众 {who} 请求接手{house}</translation>
        </message>
        <message>
            <source>{who}, watching, asks to take over the vassal {house}</source>
            <translation>观众 {who} 请求接手附庸{house}</translation>
        </message>
        <message>
            <source>{n} s</source>
            <translation>{n} 秒</translation>
        </message>
        <message>
            <source>{yes} of {needed} yes needed</source>
            <translation>赞成 {yes} 票，需要 {needed} 票</translation>
        </message>
        <message>
            <source>{n} min</source>
            <translation>{n} 分钟</translation>
        </message>
        <message>
            <source>pause the game</source>
            <translation>暂停</translation>
        </message>
        <message>
            <source>resume the game</source>
            <translation>继续</translation>
        </message>
        <message>
            <source>end the game after this round</source>
            <translation>本轮后结束</translation>
        </message>
        <message>
            <source>declare a winner</source>
            <translation>宣布获胜者</translation>
        </message>
        <message>
            <source>give every chess clock more time</source>
            <translation>延长棋钟</translation>
        </message>
        <message>
            <source>swap houses</source>
            <translation>交换家族</translation>
        </message>
        <message>
            <source>make a house a vassal</source>
            <translation>让家族成为附庸</translation>
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
            <translation>由牌桌投票决定。</translation>
        </message>
        <message>
            <source>The host decides for the table.</source>
            <translation>由主机为牌桌做决定。</translation>
        </message>
        <message>
            <source>Nobody decides for the table in this game.</source>
            <translation>这局游戏没有人为牌桌做决定。</translation>
        </message>
        <message>
            <source>{who} asks the table something this program does not know</source>
            <translation>{who} 向牌桌提出了本程序不认识的请求</translation>
        </message>
        <message>
            <source>Accepted: {subject}.</source>
            <translation>已通过：{subject}。</translation>
        </message>
        <message>
            <source>Refused: {subject}.</source>
            <translation>被否决：{subject}。</translation>
        </message>
        <message>
            <source>Out of time, refused: {subject}.</source>
            <translation>时间已到，被否决：{subject}。</translation>
        </message>
        <message>
            <source>The game is paused: it resumes by itself in {time}.</source>
            <translation>游戏已暂停：将在 {time}后自动继续。</translation>
        </message>
        <message>
            <source>{time} left</source>
            <translation>剩余 {time}</translation>
        </message>
        <message>
            <source>{subject}: the host decides.</source>
            <translation>{subject}：由主机决定。</translation>
        </message>
        <message>
            <source>{subject}: vote now ({needed} yes needed).</source>
            <translation>{subject}：请投票（需要 {needed} 票赞成）。</translation>
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
            <translation>{area}：加入一个{unit}</translation>
        </message>
        <message>
            <source>{area}: remove a {unit}</source>
            <translation>{area}：移除一个{unit}</translation>
        </message>
        <message>
            <source>{area}: place a Power token</source>
            <translation>{area}：放置一个权力标记</translation>
        </message>
        <message>
            <source>{area}: take back your Power token</source>
            <translation>{area}：收回你的权力标记</translation>
        </message>
        <message>
            <source>{area}: a garrison of {n}</source>
            <translation>{area}：{n} 点驻军</translation>
        </message>
        <message>
            <source>{area}: remove the garrison</source>
            <translation>{area}：移除驻军</translation>
        </message>
        <message>
            <source>The board</source>
            <translation>局面</translation>
        </message>
        <message>
            <source>Every start is ready. Approve the board, or reject it and every house changes its start again.</source>
            <translation>所有起始布置均已就绪。同意这一局面，或否决它，让每个家族重新修改起始布置。</translation>
        </message>
        <message>
            <source>Approve the board</source>
            <translation>同意局面</translation>
        </message>
        <message>
            <source>Reject the board</source>
            <translation>否决局面</translation>
        </message>
        <message>
            <source>Your start</source>
            <translation>你的起始布置</translation>
        </message>
        <message>
            <source>Change your start in the areas marked on the map: add or remove units, place or take back Power tokens, set garrisons. Click an area to see only its changes. Say you are ready when your start suits you.</source>
            <translation>在地图上标出的地区修改你的起始布置：加入或移除部队，放置或收回权力标记，设置驻军。点击一个地区只看该地区的修改。布置满意后选择“就绪”。</translation>
        </message>
        <message>
            <source>Make this change</source>
            <translation>执行此修改</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>就绪</translation>
        </message>
        <message>
            <source>Changes in {area}:</source>
            <translation>{area}的修改：</translation>
        </message>
        <message>
            <source>Every change you may make ({n}):</source>
            <translation>你可以做的全部修改（{n} 项）：</translation>
        </message>
        <message>
            <source>Click to see the changes you may make here.</source>
            <translation>点击查看你可以在此处做的修改。</translation>
        </message>
    </context>
</TS>
