/**
 * Toneless pinyin of common Chinese characters, for the intent model's homophone features
 * (features.ts): speech recognition writes a word it mis-hears as another of the same sound (推款
 * for 退款, 发漂 for 发票), so two characters of one syllable should look alike to the model.
 * Tones are left out on purpose: recognisers confuse them too. A character of several readings is
 * listed under its most common one in service calls. About 1,800 characters of everyday use;
 * others have no syllable. Written by hand, no dependency.
 */
const TABLE = `
a:阿啊 ai:爱哎挨埃癌矮艾碍唉蔼 an:安按案暗岸俺鞍氨 ang:昂 ao:奥澳熬傲袄凹
ba:八把吧爸巴拔罢霸坝疤芭 bai:白百摆败拜柏佰 ban:办半班般板版搬伴扮拌瓣颁 bang:帮邦棒绑榜膀傍磅
bao:包保报宝抱饱暴爆薄雹胞堡 bei:被北备背杯倍悲贝辈碑卑 ben:本奔笨 beng:崩蹦泵绷 bi:比必笔闭币避鼻彼逼壁毕臂碧弊
bian:边变便编遍辩扁辨鞭 biao:表标彪膘 bie:别憋瘪 bin:宾滨彬斌 bing:并病兵冰饼丙柄 bo:博波播拨伯泊驳薄剥勃玻菠 bu:不部步布补捕哺埠簿
ca:擦 cai:才采菜财材彩猜裁踩睬 can:参餐残惨蚕灿 cang:藏仓舱苍 cao:草操曹槽糙 ce:测策侧册厕 ceng:层曾蹭 cha:查差茶插察叉岔刹
chai:拆柴差 chan:产缠馋铲阐颤 chang:长场常厂唱尝偿肠畅倡 chao:超朝潮炒抄吵钞巢 che:车彻撤扯 chen:陈称沉趁晨衬尘臣 cheng:成城程承称乘诚呈撑橙惩秤
chi:吃持迟尺池齿赤翅耻驰 chong:冲充重虫崇宠 chou:抽愁丑臭仇筹稠 chu:出处初除触储楚厨础锄畜 chuai:揣 chuan:传穿船川串喘 chuang:创床窗闯疮 chui:吹垂锤
chun:春纯唇蠢 chuo:戳 ci:次此词辞刺瓷慈磁雌 cong:从聪葱丛匆 cou:凑 cu:粗促醋 cuan:窜篡 cui:催脆翠摧 cun:存村寸 cuo:错措搓挫
da:大打达答搭 dai:代带待贷袋戴呆逮怠 dan:单但担蛋淡弹胆丹旦诞 dang:当党档挡荡 dao:到道导倒刀岛盗稻蹈 de:的得德 dei:得 deng:等登灯邓凳瞪
di:地第低底敌弟递滴帝抵笛堤 dian:点电店典垫殿淀颠 diao:掉调吊雕钓 die:跌爹叠碟 ding:定订顶丁钉盯 diu:丢 dong:动东懂冬洞冻栋
dou:都斗豆抖兜陡逗 du:度读独毒堵肚渡杜赌镀 duan:段断短端锻 dui:对队堆兑 dun:顿吨蹲盾 duo:多夺朵躲堕舵
e:额饿恶俄鹅讹 en:恩摁嗯 er:而二儿耳尔
fa:发法罚乏伐阀 fan:反饭范犯翻返番烦凡繁泛 fang:方放房防访仿芳妨 fei:费非飞肥废肺匪 fen:分份粉纷奋愤坟芬 feng:风封丰峰逢锋缝疯奉凤
fo:佛 fou:否 fu:服复付负府福副父妇富附扶浮符幅腐抚夫肤辅赴
ga:嘎 gai:该改概盖钙 gan:干感敢赶甘杆肝竿 gang:刚港钢岗纲缸 gao:高搞告稿糕 ge:个各哥格歌隔割革阁搁 gei:给 gen:跟根
geng:更耕 gong:工公共功供攻宫恭贡巩 gou:够购构狗沟勾 gu:故顾古股骨鼓固谷孤估姑雇 gua:挂瓜刮寡 guai:怪乖拐 guan:关管观官惯馆冠罐灌
guang:光广逛 gui:规贵归鬼柜跪轨 gun:滚棍 guo:过国果锅裹郭
ha:哈 hai:还海害孩亥 han:含喊汉寒韩汗旱 hang:行航 hao:好号毫豪耗浩 he:和合河何喝核盒贺 hei:黑嘿 hen:很恨狠 heng:横恒哼
hong:红洪宏哄 hou:后候厚猴吼 hu:户护呼湖乎忽虎胡糊壶互 hua:话化花华画划滑 huai:坏怀 huan:换还环欢缓患唤 huang:黄慌荒皇晃谎
hui:会回汇惠灰挥毁恢辉悔 hun:婚混昏魂 huo:或活火获货伙祸
ji:机及即级记计急集基积技击几极既纪济寄季籍激挤忌迹吉疾鸡 jia:家加价假架甲佳驾夹 jian:间见建件减简检健监坚渐尖剪肩艰兼鉴键荐
jiang:将讲降江奖疆酱 jiao:交教较叫脚觉角焦胶娇缴骄 jie:接结节解界借介阶届街姐截洁 jin:进金近今紧仅尽禁劲斤筋锦 jing:经境精京景静竟警径井净敬惊镜
jiong:窘 jiu:就九究旧久救酒纠 ju:据局举具居剧巨聚拒句惧 juan:卷捐倦 jue:决觉绝掘 jun:军均君菌俊
ka:卡咖 kai:开凯 kan:看刊砍 kang:康抗扛 kao:考靠烤 ke:可科客克课刻渴壳颗 ken:肯恳啃 keng:坑 kong:空控孔恐
kou:口扣寇 ku:苦库哭裤酷 kua:跨夸垮 kuai:快块筷会 kuan:款宽 kuang:况矿狂框旷 kui:亏愧溃 kun:困捆 kuo:扩阔括
la:拉啦辣喇 lai:来赖 lan:蓝烂拦懒栏篮览 lang:浪狼朗 lao:老劳牢捞 le:了乐勒 lei:类累雷泪 leng:冷愣 li:里理力利立历例离礼李丽粒璃厘
lia:俩 lian:连联练脸恋链廉怜 liang:量两良亮粮凉辆梁 liao:了料聊疗辽 lie:列烈裂劣 lin:临林邻淋 ling:领零另令灵龄铃岭 liu:流六留刘柳溜
long:龙笼聋隆 lou:楼漏露搂 lu:路录陆露炉鹿 lv:率律旅绿虑铝驴 luan:乱卵 lue:略 lun:论轮 luo:落罗络逻骆
ma:吗妈马码麻骂嘛 mai:买卖麦迈埋 man:满慢漫瞒馒 mang:忙盲茫 mao:毛冒贸帽猫矛 me:么 mei:没每美妹媒煤梅 men:们门闷 meng:梦猛蒙
mi:密米秘迷蜜 mian:面免棉眠 miao:秒描妙 mie:灭 min:民敏 ming:名明命鸣 mo:末模默磨摸莫魔墨 mou:某 mu:目母木幕牧墓
na:那拿哪纳 nai:乃奶耐 nan:难南男 nao:脑闹恼 ne:呢 nei:内 nen:嫩 neng:能 ni:你尼泥拟逆 nian:年念 niang:娘 niao:鸟尿 nin:您
ning:宁凝拧 niu:牛扭纽 nong:农弄浓 nu:女努怒奴 nuan:暖 nuo:挪诺
o:哦噢 ou:欧偶
pa:怕爬 pai:派排拍牌 pan:判盘盼攀 pang:旁胖 pao:跑炮泡抛 pei:配陪赔培 pen:喷盆 peng:朋碰棚 pi:批皮匹疲脾屁披 pian:片骗篇偏便
piao:票漂飘 pin:品贫频拼 ping:平评凭瓶屏 po:破迫婆坡泼 pu:普铺扑朴葡
qi:起其期气七企器汽奇齐启旗骑弃欺妻 qia:恰掐 qian:前钱签千欠迁潜浅牵 qiang:强抢墙枪 qiao:桥巧瞧敲悄 qie:切且窃 qin:亲勤琴侵
qing:情请清轻青庆晴倾 qiong:穷 qiu:求球秋 qu:去取区曲趣渠娶 quan:全权券劝泉圈 que:却确缺 qun:群裙
ran:然燃染 rang:让嚷 rao:绕扰 re:热惹 ren:人认任仁忍 reng:仍扔 ri:日 rong:容荣融绒 rou:肉柔 ru:入如乳 ruan:软 rui:锐瑞 run:润 ruo:若弱
sa:撒洒 sai:赛塞 san:三散伞 sang:丧 sao:扫嫂骚 se:色 sen:森 sha:杀沙啥傻 shai:晒筛 shan:山善删闪 shang:上商伤赏 shao:少烧稍绍
she:社设射舍摄涉蛇 shei:谁 shen:什身深神审申甚慎 sheng:生声省胜升剩绳圣 shi:是时事十实使市式世始示识史室食失师试施适视释石势拾氏
shou:手收受首售守寿瘦 shu:数书术输属树熟鼠述疏叔 shua:刷 shuai:摔帅衰 shuan:拴 shuang:双爽 shui:水税睡 shun:顺 shuo:说
si:四死思私司似丝斯寺 song:送松宋 sou:搜 su:速诉素苏俗宿塑 suan:算酸 sui:随虽岁碎遂 sun:损孙 suo:所索锁缩
ta:他她它塔踏 tai:太台态抬胎 tan:谈探坦叹贪摊 tang:堂糖躺趟烫 tao:套讨逃桃陶 te:特 teng:疼腾 ti:提题体替梯踢
tian:天田添填甜 tiao:条调跳挑 tie:铁贴 ting:听停庭挺厅 tong:通同统痛童铜 tou:头投透偷 tu:图土突途涂 tuan:团 tui:退推腿 tun:吞
tuo:脱托拖妥 wa:哇挖娃瓦袜 wai:外歪 wan:完万晚玩弯碗 wang:往网望王忘旺 wei:为位未委维微围卫危违味伟喂 wen:问文温稳闻
wo:我握卧 wu:无务五物误午舞屋污吴 xi:系西息希习细析喜席戏吸洗 xia:下夏吓瞎 xian:现先线显限险鲜闲县献 xiang:想向相象项乡香响详
xiao:小效消笑校销晓 xie:些写谢协鞋血 xin:新信心辛 xing:行性形型星兴姓醒 xiong:兄雄胸 xiu:修休秀 xu:需许续序须虚 xuan:选宣旋
xue:学雪 xun:寻训讯迅 ya:压呀亚押 yan:严研言眼验演延沿颜烟 yang:样养阳洋 yao:要药腰摇咬 ye:也业夜页爷 yi:一以已意议医易依移疑仪
yin:因银音引印 ying:应营影英迎硬 yong:用永拥勇 you:有又由油友优游邮 yu:于与语余预育遇域鱼 yuan:员原元院远愿源
yue:月越约乐 yun:运云允孕 za:杂咋砸 zai:在再灾载 zan:咱暂赞 zang:脏 zao:早造遭 ze:则责 zen:怎 zeng:增赠 zha:扎炸查
zhai:宅摘 zhan:站占展战 zhang:长张章账帐涨 zhao:找照招 zhe:这者着 zhen:真针镇 zheng:正证整政争 zhi:之只制知直指支值至质治止职纸置址智志执织植 zhong:中种重终众钟
zhou:周州洲 zhu:主住注助祝著 zhua:抓 zhuan:转专赚 zhuang:装状 zhui:追 zhun:准 zhuo:桌着 zi:子自字资紫 zong:总宗 zou:走 zu:组足族租 zuan:钻
zui:最罪嘴醉 zun:尊遵 zuo:作做左座坐
`;

/** Character → toneless syllable. */
const SYLLABLE: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const entry of TABLE.trim().split(/\s+/)) {
    const [syllable, chars] = entry.split(':');
    for (const c of chars) if (!map.has(c)) map.set(c, syllable);
  }
  return map;
})();

/** The syllables of a text joined by spaces, or '' when a character's syllable is not known. */
export function pinyinKey(text: string): string {
  const ys = syllablesOf(text);
  return ys.includes('') ? '' : ys.join(' ');
}

/** The toneless syllable of each character of a run ('' where not known). */
export function syllablesOf(run: string): string[] {
  return [...run].map((c) => SYLLABLE.get(c) ?? '');
}
