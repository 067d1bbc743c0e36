/**
 * The call-centre lexicon, part 3: public utilities (electricity, water, gas), insurance, travel
 * and public services, in the format of lexicon-general.ts; and the spoken forms folded to their
 * written ones before any feature is taken (colloquial words, common typing and recognition
 * slips). General vocabulary, not any one tenant's.
 */
export const UTILITIES = `
electricity 电 电费 用电 度电 电量 电钱 供电 电力 度数 走字 字数 几度 多少度 千瓦时 电能
outage 停电 断电 没电 黑了 不来电 拉闸 掉闸 跳闸 断供 掐电 灯全灭 一片漆黑 黑灯瞎火 没有电 限电
meter 电表 表 水表 燃气表 气表 表计 计量表 表箱 电能表 智能表 表盘 读数 抄表 抄字
water 水 水费 自来水 停水 没水 水压 水管 漏水 爆管 水质 黄水 浑水
gas 燃气 煤气 天然气 气费 停气 漏气 燃气灶 热水器 气表 点不着
heating 暖气 供暖 采暖 暖气费 不热 供热 地暖
install 安装 装 装个 新装 报装 接入 接电 接线 拉线 拉电 接个 通上 装表 立户 开户 接水 通气
capacity 容量 增容 减容 负荷 功率 千瓦 千伏安 变压器 扩容 大功率 负载 额定 带不动
voltage 电压 电压低 电压高 忽明忽暗 一闪一闪 闪 波动 不稳 不稳定 伏 时大时小 暗 电不足 电太猛
hazard 隐患 危险 电线 电杆 线 电缆 高压线 冒烟 冒火 火花 着火 起火 漏电 触电 麻手 倒了 歪了 掉下来 垂 裸露 断了 短路 焦味 异响 冒光
solar 光伏 太阳能 太阳板 光伏板 并网 上网电价 余电 发电 屋顶 分布式 补贴 双向 卖电 板子 卖给 卖 验收 并网验收
charging 充电桩 充电 电动车 电车 新能源 充电站 桩 快充 慢充 车位 充车
tariff 电价 阶梯 阶梯电价 峰谷 谷电 峰电 分时 一档 二档 三档 档 单价 计价 收费标准 居民电价 商业电价 平段 高峰 低谷 调价 价格调整 划算 便宜 贵 省钱 白天 晚上 夜里 半夜
schedule 计划 安排 通知 公告 预告 检修 维护 施工 例行 提前 时间表 范围
insurance 保险 保单 投保 续保 退保 保费 险 车险 寿险 医疗险 意外险 重疾险 健康险 财产险 保额 保障 受益人 被保险人 投保人 条款
claim 理赔 报案 出险 索赔 赔付 赔款 赔 报销 定损 查勘 赔多少 理赔款 赔偿金 申请理赔 走保险
accident 事故 车祸 撞了 追尾 刮蹭 蹭了 碰了 剐蹭 撞车 出事 受伤 住院 生病 看病 手术 意外
vehicle 车 汽车 车辆 轿车 私家车 摩托 车牌 行驶证 驾驶证 司机
hospital 医院 看病 挂号 门诊 住院 医生 体检 药 病历 诊断书 医保 社保
medical_docs 病历 诊断证明 诊断书 清单 住院小结 出院小结 检查报告 单据 证明 材料 资料
travel 机票 火车票 车票 航班 酒店 行程 出行 改签 退票 登机 值机 座位 行李
refund_ticket 退票 改签 改期 延误 取消航班 误机
identity 身份证 证件 户口本 护照 身份 实名 实名认证 认证 人脸 刷脸 本人 核验 验证身份
government 社保 公积金 医保 户籍 营业执照 办证 证明 政务 窗口 审批
housing 房子 房屋 新房 二手房 房产 房东 租房 租户 房主 小区 物业 门面 商铺 店铺 厂房 厂 车间 自建房 楼 别墅
business 公司 单位 企业 厂子 店 商户 个体户 门店 工厂 财务 对公
staff_visit 上门 来人 派人 师傅 预约上门 到家 现场 勘察 查勘
move 接手 转让 买了房 新房主 前房主 原户主 原来的户主 前主人 换成我的名字 名下
power_restore 来电 送电 复电 通电 合闸
`;

/**
 * Spoken and mistyped forms → the written form the lexicon and examples use, applied to the text
 * before its features are taken (longest first). Each pair is `spoken:written`.
 */
export const SPOKEN_FORMS = `
啥时候:什么时候 啥时:什么时候 几时:什么时候 啥:什么 咋样:怎么样 咋办:怎么办 咋弄:怎么弄 咋整:怎么办 咋回事:怎么回事 咋:怎么 肿么:怎么 神马:什么 木有:没有 没得:没有 没啥:没什么
俩:两个 仨:三个 啥子:什么 干啥:干什么 为啥:为什么 怎么滴:怎么 这块儿:这里 那块儿:那里 哪旮旯:哪里 咋个:怎么 整一个:弄一个
帐单:账单 帐号:账号 帐户:账户 帐目:账目 对帐:对账 到帐:到账 转帐:转账 入帐:入账 记帐:记账 查帐:查账 销帐:销账 帐:账
定单:订单 登陆:登录 冲值:充值 冲话费:充话费 冲钱:充钱 冲电费:充电费 冲个:充个 充植:充值 宽代:宽带 流两:流量 汇费:话费 画费:话费
密玛:密码 秘码:密码 劵:券 优惠卷:优惠券 电表箱:表箱
多钱:多少钱 几多钱:多少钱 咋收费:怎么收费 有木有:有没有 是伐:是不是 晓得:知道 搞啥:干什么 瞅瞅:看看 瞧瞧:看看 瞅:看 瞧:看
礼拜:星期 星期天:星期日 一礼拜:一周 一星期:一周 两礼拜:两周 这礼拜:这周 上礼拜:上周 下礼拜:下周 钟头:小时 个把月:一个月
`;
