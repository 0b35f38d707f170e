module @jit_block_train_step_sgd attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=4]> {stablehlo.mesh = {axes = [{name = "tp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg6: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg7: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg8: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg10: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg11: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg12: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg13: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg15: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg16: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg17: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg19: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<f32>) {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %1 = stablehlo.iota dim = 0 : tensor<8xi32>
    %2 = stablehlo.reshape %0 : (tensor<8xi32>) -> tensor<8x1xi32>
    %3 = stablehlo.reshape %1 : (tensor<8xi32>) -> tensor<8x1xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1xi32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1xi32>
    %6 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8xi32>
    %7 = stablehlo.reshape %5 : (tensor<8x1xi32>) -> tensor<8xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xi32>) -> tensor<8x8xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xi32>) -> tensor<8x8xi32>
    %10 = stablehlo.iota dim = 0 : tensor<8xi32>
    %11 = stablehlo.iota dim = 0 : tensor<8xi32>
    %12 = stablehlo.reshape %10 : (tensor<8xi32>) -> tensor<1x8xi32>
    %13 = stablehlo.reshape %11 : (tensor<8xi32>) -> tensor<1x8xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %16 = stablehlo.reshape %14 : (tensor<1x8xi32>) -> tensor<8xi32>
    %17 = stablehlo.reshape %15 : (tensor<1x8xi32>) -> tensor<8xi32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<8xi32>) -> tensor<8x8xi32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<8xi32>) -> tensor<8x8xi32>
    %20 = stablehlo.compare GE, %8, %18 : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %21 = stablehlo.compare GE, %9, %19 : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %22 = stablehlo.reshape %20 : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %23 = stablehlo.reshape %21 : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %26 = stablehlo.reshape %24 : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
    %27 = stablehlo.reshape %25 : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
    %28 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<4x4x8x8xi1>
    %29 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<4x4x8x8xi1>
    %30 = sdy.sharding_constraint %arg18 <@mesh, [{}, {}, {}]> : tensor<4x8x32xf32>
    %31 = stablehlo.multiply %30, %30 : tensor<4x8x32xf32>
    %32 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%31 init: %32) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %35 = sdy.constant dense<3.200000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %38 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %39 = stablehlo.divide %34, %36 : tensor<4x8x1xf32>
    %40 = sdy.constant dense<9.99999997E-7> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %43 = stablehlo.add %39, %41 : tensor<4x8x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<4x8x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %46 = stablehlo.reshape %45 : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %48 = stablehlo.multiply %30, %47 : tensor<4x8x32xf32>
    %49 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [2] : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %53 = stablehlo.multiply %48, %52 : tensor<4x8x32xf32>
    %54 = stablehlo.dot_general %53, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %55 = stablehlo.reshape %54 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %56 = stablehlo.slice %55 [0:4, 0:8, 0:4, 0:4] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %57 = stablehlo.iota dim = 0 : tensor<8xi32>
    %58 = stablehlo.iota dim = 0 : tensor<8xi32>
    %59 = stablehlo.iota dim = 0 : tensor<8xi32>
    %60 = stablehlo.iota dim = 0 : tensor<8xi32>
    %61 = stablehlo.iota dim = 0 : tensor<8xi32>
    %62 = stablehlo.iota dim = 0 : tensor<8xi32>
    %63 = stablehlo.iota dim = 0 : tensor<8xi32>
    %64 = stablehlo.iota dim = 0 : tensor<8xi32>
    %65 = stablehlo.iota dim = 0 : tensor<8xi32>
    %66 = stablehlo.iota dim = 0 : tensor<8xi32>
    %67 = stablehlo.iota dim = 0 : tensor<8xi32>
    %68 = stablehlo.iota dim = 0 : tensor<8xi32>
    %69 = stablehlo.iota dim = 0 : tensor<8xi32>
    %70 = stablehlo.iota dim = 0 : tensor<8xi32>
    %71 = stablehlo.iota dim = 0 : tensor<8xi32>
    %72 = stablehlo.iota dim = 0 : tensor<8xi32>
    %73 = stablehlo.convert %57 : (tensor<8xi32>) -> tensor<8xf32>
    %74 = stablehlo.convert %58 : (tensor<8xi32>) -> tensor<8xf32>
    %75 = stablehlo.convert %59 : (tensor<8xi32>) -> tensor<8xf32>
    %76 = stablehlo.convert %60 : (tensor<8xi32>) -> tensor<8xf32>
    %77 = stablehlo.convert %69 : (tensor<8xi32>) -> tensor<8xf32>
    %78 = stablehlo.convert %70 : (tensor<8xi32>) -> tensor<8xf32>
    %79 = stablehlo.convert %71 : (tensor<8xi32>) -> tensor<8xf32>
    %80 = stablehlo.convert %72 : (tensor<8xi32>) -> tensor<8xf32>
    %81 = stablehlo.reshape %73 : (tensor<8xf32>) -> tensor<8x1xf32>
    %82 = stablehlo.reshape %74 : (tensor<8xf32>) -> tensor<8x1xf32>
    %83 = stablehlo.reshape %75 : (tensor<8xf32>) -> tensor<8x1xf32>
    %84 = stablehlo.reshape %76 : (tensor<8xf32>) -> tensor<8x1xf32>
    %85 = stablehlo.reshape %77 : (tensor<8xf32>) -> tensor<8x1xf32>
    %86 = stablehlo.reshape %78 : (tensor<8xf32>) -> tensor<8x1xf32>
    %87 = stablehlo.reshape %79 : (tensor<8xf32>) -> tensor<8x1xf32>
    %88 = stablehlo.reshape %80 : (tensor<8xf32>) -> tensor<8x1xf32>
    %89 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %90 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %91 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %92 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %93 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %94 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %95 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %96 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %97 = stablehlo.reshape %89 : (tensor<8x1xf32>) -> tensor<8xf32>
    %98 = stablehlo.reshape %90 : (tensor<8x1xf32>) -> tensor<8xf32>
    %99 = stablehlo.reshape %91 : (tensor<8x1xf32>) -> tensor<8xf32>
    %100 = stablehlo.reshape %92 : (tensor<8x1xf32>) -> tensor<8xf32>
    %101 = stablehlo.reshape %93 : (tensor<8x1xf32>) -> tensor<8xf32>
    %102 = stablehlo.reshape %94 : (tensor<8x1xf32>) -> tensor<8xf32>
    %103 = stablehlo.reshape %95 : (tensor<8x1xf32>) -> tensor<8xf32>
    %104 = stablehlo.reshape %96 : (tensor<8x1xf32>) -> tensor<8xf32>
    %105 = stablehlo.broadcast_in_dim %97, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %106 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %107 = stablehlo.broadcast_in_dim %99, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %108 = stablehlo.broadcast_in_dim %100, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %109 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %110 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %111 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %112 = stablehlo.broadcast_in_dim %104, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %113 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %116 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %117 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %118 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %119 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %120 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %121 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %122 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %123 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %124 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %125 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %126 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %127 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %128 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %129 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %130 = sdy.constant dense<1.000000e+04> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %132 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %133 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %134 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %135 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %136 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %137 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %138 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %139 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %140 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %141 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %142 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %143 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %144 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %145 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %146 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %147 = stablehlo.iota dim = 0 : tensor<4xf32>
    %148 = stablehlo.iota dim = 0 : tensor<4xf32>
    %149 = stablehlo.iota dim = 0 : tensor<4xf32>
    %150 = stablehlo.iota dim = 0 : tensor<4xf32>
    %151 = stablehlo.iota dim = 0 : tensor<4xf32>
    %152 = stablehlo.iota dim = 0 : tensor<4xf32>
    %153 = stablehlo.iota dim = 0 : tensor<4xf32>
    %154 = stablehlo.iota dim = 0 : tensor<4xf32>
    %155 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %157 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %158 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %159 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %160 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %161 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %162 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %163 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %164 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %165 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %166 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %167 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %168 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %169 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %170 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %171 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %172 = stablehlo.divide %147, %156 : tensor<4xf32>
    %173 = stablehlo.divide %148, %157 : tensor<4xf32>
    %174 = stablehlo.divide %149, %158 : tensor<4xf32>
    %175 = stablehlo.divide %150, %159 : tensor<4xf32>
    %176 = stablehlo.divide %151, %168 : tensor<4xf32>
    %177 = stablehlo.divide %152, %169 : tensor<4xf32>
    %178 = stablehlo.divide %153, %170 : tensor<4xf32>
    %179 = stablehlo.divide %154, %171 : tensor<4xf32>
    %180 = stablehlo.power %131, %172 : tensor<4xf32>
    %181 = stablehlo.power %132, %173 : tensor<4xf32>
    %182 = stablehlo.power %133, %174 : tensor<4xf32>
    %183 = stablehlo.power %134, %175 : tensor<4xf32>
    %184 = stablehlo.power %143, %176 : tensor<4xf32>
    %185 = stablehlo.power %144, %177 : tensor<4xf32>
    %186 = stablehlo.power %145, %178 : tensor<4xf32>
    %187 = stablehlo.power %146, %179 : tensor<4xf32>
    %188 = stablehlo.divide %114, %180 : tensor<4xf32>
    %189 = stablehlo.divide %115, %181 : tensor<4xf32>
    %190 = stablehlo.divide %116, %182 : tensor<4xf32>
    %191 = stablehlo.divide %117, %183 : tensor<4xf32>
    %192 = stablehlo.divide %126, %184 : tensor<4xf32>
    %193 = stablehlo.divide %127, %185 : tensor<4xf32>
    %194 = stablehlo.divide %128, %186 : tensor<4xf32>
    %195 = stablehlo.divide %129, %187 : tensor<4xf32>
    %196 = stablehlo.reshape %188 : (tensor<4xf32>) -> tensor<1x4xf32>
    %197 = stablehlo.reshape %189 : (tensor<4xf32>) -> tensor<1x4xf32>
    %198 = stablehlo.reshape %190 : (tensor<4xf32>) -> tensor<1x4xf32>
    %199 = stablehlo.reshape %191 : (tensor<4xf32>) -> tensor<1x4xf32>
    %200 = stablehlo.reshape %192 : (tensor<4xf32>) -> tensor<1x4xf32>
    %201 = stablehlo.reshape %193 : (tensor<4xf32>) -> tensor<1x4xf32>
    %202 = stablehlo.reshape %194 : (tensor<4xf32>) -> tensor<1x4xf32>
    %203 = stablehlo.reshape %195 : (tensor<4xf32>) -> tensor<1x4xf32>
    %204 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %205 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %206 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %207 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %208 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %209 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %210 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %211 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %212 = stablehlo.reshape %204 : (tensor<1x4xf32>) -> tensor<4xf32>
    %213 = stablehlo.reshape %205 : (tensor<1x4xf32>) -> tensor<4xf32>
    %214 = stablehlo.reshape %206 : (tensor<1x4xf32>) -> tensor<4xf32>
    %215 = stablehlo.reshape %207 : (tensor<1x4xf32>) -> tensor<4xf32>
    %216 = stablehlo.reshape %208 : (tensor<1x4xf32>) -> tensor<4xf32>
    %217 = stablehlo.reshape %209 : (tensor<1x4xf32>) -> tensor<4xf32>
    %218 = stablehlo.reshape %210 : (tensor<1x4xf32>) -> tensor<4xf32>
    %219 = stablehlo.reshape %211 : (tensor<1x4xf32>) -> tensor<4xf32>
    %220 = stablehlo.broadcast_in_dim %212, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %221 = stablehlo.broadcast_in_dim %213, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %222 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %223 = stablehlo.broadcast_in_dim %215, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %224 = stablehlo.broadcast_in_dim %216, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %225 = stablehlo.broadcast_in_dim %217, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %226 = stablehlo.broadcast_in_dim %218, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %227 = stablehlo.broadcast_in_dim %219, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %228 = stablehlo.multiply %105, %220 : tensor<8x4xf32>
    %229 = stablehlo.multiply %106, %221 : tensor<8x4xf32>
    %230 = stablehlo.multiply %107, %222 : tensor<8x4xf32>
    %231 = stablehlo.multiply %108, %223 : tensor<8x4xf32>
    %232 = stablehlo.multiply %109, %224 : tensor<8x4xf32>
    %233 = stablehlo.multiply %110, %225 : tensor<8x4xf32>
    %234 = stablehlo.multiply %111, %226 : tensor<8x4xf32>
    %235 = stablehlo.multiply %112, %227 : tensor<8x4xf32>
    %236 = stablehlo.cosine %228 : tensor<8x4xf32>
    %237 = stablehlo.cosine %231 : tensor<8x4xf32>
    %238 = stablehlo.cosine %232 : tensor<8x4xf32>
    %239 = stablehlo.cosine %235 : tensor<8x4xf32>
    %240 = stablehlo.reshape %236 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %241 = stablehlo.reshape %237 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %242 = stablehlo.reshape %238 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %243 = stablehlo.reshape %239 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %244 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %245 = stablehlo.reshape %244 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %247 = stablehlo.multiply %56, %246 : tensor<4x8x4x4xf32>
    %248 = stablehlo.slice %55 [0:4, 0:8, 0:4, 4:8] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %249 = stablehlo.sine %229 : tensor<8x4xf32>
    %250 = stablehlo.sine %230 : tensor<8x4xf32>
    %251 = stablehlo.sine %233 : tensor<8x4xf32>
    %252 = stablehlo.sine %234 : tensor<8x4xf32>
    %253 = stablehlo.reshape %249 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %254 = stablehlo.reshape %250 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %255 = stablehlo.reshape %251 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %256 = stablehlo.reshape %252 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %257 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %258 = stablehlo.reshape %257 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %260 = stablehlo.multiply %248, %259 : tensor<4x8x4x4xf32>
    %261 = stablehlo.subtract %247, %260 : tensor<4x8x4x4xf32>
    %262 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %263 = stablehlo.reshape %262 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %265 = stablehlo.multiply %56, %264 : tensor<4x8x4x4xf32>
    %266 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %267 = stablehlo.reshape %266 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %269 = stablehlo.multiply %248, %268 : tensor<4x8x4x4xf32>
    %270 = stablehlo.add %265, %269 : tensor<4x8x4x4xf32>
    %271 = stablehlo.concatenate %261, %270, dim = 3 : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %272 = sdy.sharding_constraint %271 <@mesh, [{}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %273 = stablehlo.dot_general %53, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %274 = stablehlo.reshape %273 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %275 = stablehlo.slice %274 [0:4, 0:8, 0:4, 0:4] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %276 = stablehlo.convert %61 : (tensor<8xi32>) -> tensor<8xf32>
    %277 = stablehlo.convert %62 : (tensor<8xi32>) -> tensor<8xf32>
    %278 = stablehlo.convert %63 : (tensor<8xi32>) -> tensor<8xf32>
    %279 = stablehlo.convert %64 : (tensor<8xi32>) -> tensor<8xf32>
    %280 = stablehlo.convert %65 : (tensor<8xi32>) -> tensor<8xf32>
    %281 = stablehlo.convert %66 : (tensor<8xi32>) -> tensor<8xf32>
    %282 = stablehlo.convert %67 : (tensor<8xi32>) -> tensor<8xf32>
    %283 = stablehlo.convert %68 : (tensor<8xi32>) -> tensor<8xf32>
    %284 = stablehlo.reshape %276 : (tensor<8xf32>) -> tensor<8x1xf32>
    %285 = stablehlo.reshape %277 : (tensor<8xf32>) -> tensor<8x1xf32>
    %286 = stablehlo.reshape %278 : (tensor<8xf32>) -> tensor<8x1xf32>
    %287 = stablehlo.reshape %279 : (tensor<8xf32>) -> tensor<8x1xf32>
    %288 = stablehlo.reshape %280 : (tensor<8xf32>) -> tensor<8x1xf32>
    %289 = stablehlo.reshape %281 : (tensor<8xf32>) -> tensor<8x1xf32>
    %290 = stablehlo.reshape %282 : (tensor<8xf32>) -> tensor<8x1xf32>
    %291 = stablehlo.reshape %283 : (tensor<8xf32>) -> tensor<8x1xf32>
    %292 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %293 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %294 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %295 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %296 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %297 = stablehlo.broadcast_in_dim %289, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %298 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %299 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %300 = stablehlo.reshape %292 : (tensor<8x1xf32>) -> tensor<8xf32>
    %301 = stablehlo.reshape %293 : (tensor<8x1xf32>) -> tensor<8xf32>
    %302 = stablehlo.reshape %294 : (tensor<8x1xf32>) -> tensor<8xf32>
    %303 = stablehlo.reshape %295 : (tensor<8x1xf32>) -> tensor<8xf32>
    %304 = stablehlo.reshape %296 : (tensor<8x1xf32>) -> tensor<8xf32>
    %305 = stablehlo.reshape %297 : (tensor<8x1xf32>) -> tensor<8xf32>
    %306 = stablehlo.reshape %298 : (tensor<8x1xf32>) -> tensor<8xf32>
    %307 = stablehlo.reshape %299 : (tensor<8x1xf32>) -> tensor<8xf32>
    %308 = stablehlo.broadcast_in_dim %300, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %309 = stablehlo.broadcast_in_dim %301, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %310 = stablehlo.broadcast_in_dim %302, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %311 = stablehlo.broadcast_in_dim %303, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %312 = stablehlo.broadcast_in_dim %304, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %313 = stablehlo.broadcast_in_dim %305, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %314 = stablehlo.broadcast_in_dim %306, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %315 = stablehlo.broadcast_in_dim %307, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %316 = stablehlo.iota dim = 0 : tensor<4xf32>
    %317 = stablehlo.iota dim = 0 : tensor<4xf32>
    %318 = stablehlo.iota dim = 0 : tensor<4xf32>
    %319 = stablehlo.iota dim = 0 : tensor<4xf32>
    %320 = stablehlo.iota dim = 0 : tensor<4xf32>
    %321 = stablehlo.iota dim = 0 : tensor<4xf32>
    %322 = stablehlo.iota dim = 0 : tensor<4xf32>
    %323 = stablehlo.iota dim = 0 : tensor<4xf32>
    %324 = stablehlo.divide %316, %160 : tensor<4xf32>
    %325 = stablehlo.divide %317, %161 : tensor<4xf32>
    %326 = stablehlo.divide %318, %162 : tensor<4xf32>
    %327 = stablehlo.divide %319, %163 : tensor<4xf32>
    %328 = stablehlo.divide %320, %164 : tensor<4xf32>
    %329 = stablehlo.divide %321, %165 : tensor<4xf32>
    %330 = stablehlo.divide %322, %166 : tensor<4xf32>
    %331 = stablehlo.divide %323, %167 : tensor<4xf32>
    %332 = stablehlo.power %135, %324 : tensor<4xf32>
    %333 = stablehlo.power %136, %325 : tensor<4xf32>
    %334 = stablehlo.power %137, %326 : tensor<4xf32>
    %335 = stablehlo.power %138, %327 : tensor<4xf32>
    %336 = stablehlo.power %139, %328 : tensor<4xf32>
    %337 = stablehlo.power %140, %329 : tensor<4xf32>
    %338 = stablehlo.power %141, %330 : tensor<4xf32>
    %339 = stablehlo.power %142, %331 : tensor<4xf32>
    %340 = stablehlo.divide %118, %332 : tensor<4xf32>
    %341 = stablehlo.divide %119, %333 : tensor<4xf32>
    %342 = stablehlo.divide %120, %334 : tensor<4xf32>
    %343 = stablehlo.divide %121, %335 : tensor<4xf32>
    %344 = stablehlo.divide %122, %336 : tensor<4xf32>
    %345 = stablehlo.divide %123, %337 : tensor<4xf32>
    %346 = stablehlo.divide %124, %338 : tensor<4xf32>
    %347 = stablehlo.divide %125, %339 : tensor<4xf32>
    %348 = stablehlo.reshape %340 : (tensor<4xf32>) -> tensor<1x4xf32>
    %349 = stablehlo.reshape %341 : (tensor<4xf32>) -> tensor<1x4xf32>
    %350 = stablehlo.reshape %342 : (tensor<4xf32>) -> tensor<1x4xf32>
    %351 = stablehlo.reshape %343 : (tensor<4xf32>) -> tensor<1x4xf32>
    %352 = stablehlo.reshape %344 : (tensor<4xf32>) -> tensor<1x4xf32>
    %353 = stablehlo.reshape %345 : (tensor<4xf32>) -> tensor<1x4xf32>
    %354 = stablehlo.reshape %346 : (tensor<4xf32>) -> tensor<1x4xf32>
    %355 = stablehlo.reshape %347 : (tensor<4xf32>) -> tensor<1x4xf32>
    %356 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %357 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %358 = stablehlo.broadcast_in_dim %350, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %359 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %360 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %361 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %362 = stablehlo.broadcast_in_dim %354, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %363 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %364 = stablehlo.reshape %356 : (tensor<1x4xf32>) -> tensor<4xf32>
    %365 = stablehlo.reshape %357 : (tensor<1x4xf32>) -> tensor<4xf32>
    %366 = stablehlo.reshape %358 : (tensor<1x4xf32>) -> tensor<4xf32>
    %367 = stablehlo.reshape %359 : (tensor<1x4xf32>) -> tensor<4xf32>
    %368 = stablehlo.reshape %360 : (tensor<1x4xf32>) -> tensor<4xf32>
    %369 = stablehlo.reshape %361 : (tensor<1x4xf32>) -> tensor<4xf32>
    %370 = stablehlo.reshape %362 : (tensor<1x4xf32>) -> tensor<4xf32>
    %371 = stablehlo.reshape %363 : (tensor<1x4xf32>) -> tensor<4xf32>
    %372 = stablehlo.broadcast_in_dim %364, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %373 = stablehlo.broadcast_in_dim %365, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %374 = stablehlo.broadcast_in_dim %366, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %375 = stablehlo.broadcast_in_dim %367, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %376 = stablehlo.broadcast_in_dim %368, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %377 = stablehlo.broadcast_in_dim %369, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %378 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %379 = stablehlo.broadcast_in_dim %371, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %380 = stablehlo.multiply %308, %372 : tensor<8x4xf32>
    %381 = stablehlo.multiply %309, %373 : tensor<8x4xf32>
    %382 = stablehlo.multiply %310, %374 : tensor<8x4xf32>
    %383 = stablehlo.multiply %311, %375 : tensor<8x4xf32>
    %384 = stablehlo.multiply %312, %376 : tensor<8x4xf32>
    %385 = stablehlo.multiply %313, %377 : tensor<8x4xf32>
    %386 = stablehlo.multiply %314, %378 : tensor<8x4xf32>
    %387 = stablehlo.multiply %315, %379 : tensor<8x4xf32>
    %388 = stablehlo.cosine %380 : tensor<8x4xf32>
    %389 = stablehlo.cosine %383 : tensor<8x4xf32>
    %390 = stablehlo.cosine %384 : tensor<8x4xf32>
    %391 = stablehlo.cosine %387 : tensor<8x4xf32>
    %392 = stablehlo.reshape %388 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %393 = stablehlo.reshape %389 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %394 = stablehlo.reshape %390 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %395 = stablehlo.reshape %391 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %396 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %397 = stablehlo.reshape %396 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %399 = stablehlo.multiply %275, %398 : tensor<4x8x4x4xf32>
    %400 = stablehlo.slice %274 [0:4, 0:8, 0:4, 4:8] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %401 = stablehlo.sine %381 : tensor<8x4xf32>
    %402 = stablehlo.sine %382 : tensor<8x4xf32>
    %403 = stablehlo.sine %385 : tensor<8x4xf32>
    %404 = stablehlo.sine %386 : tensor<8x4xf32>
    %405 = stablehlo.reshape %401 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %406 = stablehlo.reshape %402 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %407 = stablehlo.reshape %403 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %408 = stablehlo.reshape %404 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %409 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %410 = stablehlo.reshape %409 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %412 = stablehlo.multiply %400, %411 : tensor<4x8x4x4xf32>
    %413 = stablehlo.subtract %399, %412 : tensor<4x8x4x4xf32>
    %414 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %415 = stablehlo.reshape %414 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %417 = stablehlo.multiply %275, %416 : tensor<4x8x4x4xf32>
    %418 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %419 = stablehlo.reshape %418 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %421 = stablehlo.multiply %400, %420 : tensor<4x8x4x4xf32>
    %422 = stablehlo.add %417, %421 : tensor<4x8x4x4xf32>
    %423 = stablehlo.concatenate %413, %422, dim = 3 : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %424 = sdy.sharding_constraint %423 <@mesh, [{}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %425 = stablehlo.dot_general %272, %424, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %426 = sdy.constant dense<2.82842708> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %428 = stablehlo.broadcast_in_dim %426, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %429 = stablehlo.divide %425, %427 : tensor<4x4x8x8xf32>
    %430 = sdy.constant dense<-1.000000e+09> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %432 = stablehlo.select %28, %429, %431 : tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>
    %433 = stablehlo.dot_general %53, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %434 = stablehlo.reshape %433 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %435 = sdy.sharding_constraint %434 <@mesh, [{}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %436 = sdy.constant dense<0xFF800000> : tensor<f32>
    %437 = stablehlo.reduce(%432 init: %436) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %438 = sdy.constant dense<0xFF800000> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [] : (tensor<f32>) -> tensor<4x4x8xf32>
    %440 = stablehlo.maximum %437, %439 : tensor<4x4x8xf32>
    %441 = stablehlo.reshape %440 : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %443 = stablehlo.reshape %442 : (tensor<4x4x8x1xf32>) -> tensor<4x4x8xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %445 = stablehlo.subtract %432, %444 : tensor<4x4x8x8xf32>
    %446 = stablehlo.exponential %445 : tensor<4x4x8x8xf32>
    %447 = stablehlo.reduce(%446 init: %32) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %448 = stablehlo.reshape %447 : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %450 = stablehlo.reshape %449 : (tensor<4x4x8x1xf32>) -> tensor<4x4x8xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %452 = stablehlo.divide %446, %451 : tensor<4x4x8x8xf32>
    %453 = stablehlo.dot_general %435, %452, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %454 = stablehlo.transpose %453, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,4,8]{1,3,2,0}"} : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %455 = sdy.sharding_constraint %454 <@mesh, [{}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %456 = stablehlo.reshape %455 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %457 = stablehlo.dot_general %456, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %458 = stablehlo.add %30, %457 : tensor<4x8x32xf32>
    %459 = sdy.sharding_constraint %458 <@mesh, [{}, {}, {}]> : tensor<4x8x32xf32>
    %460 = stablehlo.multiply %459, %459 : tensor<4x8x32xf32>
    %461 = stablehlo.reduce(%460 init: %32) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %462 = stablehlo.reshape %461 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %463 = stablehlo.divide %462, %37 : tensor<4x8x1xf32>
    %464 = stablehlo.add %463, %42 : tensor<4x8x1xf32>
    %465 = stablehlo.rsqrt %464 : tensor<4x8x1xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %467 = stablehlo.reshape %466 : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %469 = stablehlo.multiply %459, %468 : tensor<4x8x32xf32>
    %470 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %472 = stablehlo.reshape %471 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [2] : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %474 = stablehlo.multiply %469, %473 : tensor<4x8x32xf32>
    %475 = stablehlo.dot_general %474, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %476 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %478 = stablehlo.broadcast_in_dim %476, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %479 = stablehlo.broadcast_in_dim %476, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %480 = stablehlo.negate %475 : tensor<4x8x64xf32>
    %481 = stablehlo.exponential %480 : tensor<4x8x64xf32>
    %482 = stablehlo.add %481, %477 : tensor<4x8x64xf32>
    %483 = stablehlo.divide %478, %482 : tensor<4x8x64xf32>
    %484 = stablehlo.multiply %475, %483 : tensor<4x8x64xf32>
    %485 = stablehlo.subtract %479, %483 : tensor<4x8x64xf32>
    %486 = stablehlo.multiply %483, %485 : tensor<4x8x64xf32>
    %487 = stablehlo.dot_general %474, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %488 = stablehlo.multiply %484, %487 : tensor<4x8x64xf32>
    %489 = sdy.sharding_constraint %488 <@mesh, [{}, {}, {"tp"}]> : tensor<4x8x64xf32>
    %490 = stablehlo.dot_general %489, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %491 = stablehlo.add %459, %490 : tensor<4x8x32xf32>
    %492 = sdy.sharding_constraint %491 <@mesh, [{}, {}, {}]> : tensor<4x8x32xf32>
    %493 = stablehlo.subtract %492, %arg19 : tensor<4x8x32xf32>
    %494 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %496 = stablehlo.multiply %493, %495 : tensor<4x8x32xf32>
    %497 = sdy.constant dense<9.765625E-4> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %499 = stablehlo.multiply %496, %498 : tensor<4x8x32xf32>
    %500 = sdy.sharding_constraint %499 <@mesh, [{}, {}, {}]> : tensor<4x8x32xf32>
    %501 = stablehlo.dot_general %500, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %502 = sdy.sharding_constraint %501 <@mesh, [{}, {}, {"tp"}]> : tensor<4x8x64xf32>
    %503 = stablehlo.multiply %484, %502 : tensor<4x8x64xf32>
    %504 = stablehlo.dot_general %503, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %505 = stablehlo.multiply %502, %487 : tensor<4x8x64xf32>
    %506 = stablehlo.multiply %505, %483 : tensor<4x8x64xf32>
    %507 = stablehlo.multiply %475, %505 : tensor<4x8x64xf32>
    %508 = stablehlo.multiply %507, %486 : tensor<4x8x64xf32>
    %509 = stablehlo.add %506, %508 : tensor<4x8x64xf32>
    %510 = stablehlo.dot_general %509, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %511 = stablehlo.add %504, %510 : tensor<4x8x32xf32>
    %512 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %513 = stablehlo.reshape %512 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [2] : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %515 = stablehlo.multiply %511, %514 : tensor<4x8x32xf32>
    %516 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %517 = stablehlo.reshape %516 : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %519 = stablehlo.multiply %515, %518 : tensor<4x8x32xf32>
    %520 = stablehlo.add %500, %519 : tensor<4x8x32xf32>
    %521 = stablehlo.multiply %459, %515 : tensor<4x8x32xf32>
    %522 = stablehlo.reduce(%521 init: %32) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %523 = stablehlo.reshape %522 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %524 = stablehlo.divide %465, %464 : tensor<4x8x1xf32>
    %525 = sdy.constant dense<-5.000000e-01> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %527 = stablehlo.multiply %524, %526 : tensor<4x8x1xf32>
    %528 = stablehlo.multiply %523, %527 : tensor<4x8x1xf32>
    %529 = stablehlo.divide %528, %38 : tensor<4x8x1xf32>
    %530 = stablehlo.reduce(%529 init: %32) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %532 = stablehlo.multiply %459, %531 : tensor<4x8x32xf32>
    %533 = stablehlo.add %520, %532 : tensor<4x8x32xf32>
    %534 = stablehlo.multiply %531, %459 : tensor<4x8x32xf32>
    %535 = stablehlo.add %533, %534 : tensor<4x8x32xf32>
    %536 = sdy.sharding_constraint %535 <@mesh, [{}, {}, {}]> : tensor<4x8x32xf32>
    %537 = stablehlo.dot_general %536, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %538 = stablehlo.reshape %537 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %539 = sdy.sharding_constraint %538 <@mesh, [{}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %540 = stablehlo.transpose %539, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[4,4,8,8]{2,1,3,0}"} : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %541 = stablehlo.dot_general %540, %435, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %542 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %543 = stablehlo.reshape %542 : (tensor<4x4x8x1xf32>) -> tensor<4x4x8xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %545 = stablehlo.divide %541, %544 : tensor<4x4x8x8xf32>
    %546 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [] : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %548 = stablehlo.multiply %448, %448 : tensor<4x4x8x1xf32>
    %549 = stablehlo.divide %547, %548 : tensor<4x4x8x1xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %551 = stablehlo.reshape %550 : (tensor<4x4x8x1xf32>) -> tensor<4x4x8xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %553 = stablehlo.multiply %541, %552 : tensor<4x4x8x8xf32>
    %554 = stablehlo.multiply %553, %446 : tensor<4x4x8x8xf32>
    %555 = stablehlo.reduce(%554 init: %32) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %556 = stablehlo.reshape %555 : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %557 = stablehlo.negate %556 : tensor<4x4x8x1xf32>
    %558 = stablehlo.reduce(%557 init: %32) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %560 = stablehlo.add %545, %559 : tensor<4x4x8x8xf32>
    %561 = stablehlo.multiply %560, %446 : tensor<4x4x8x8xf32>
    %562 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %564 = stablehlo.select %29, %561, %563 : tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>
    %565 = stablehlo.divide %564, %428 : tensor<4x4x8x8xf32>
    %566 = stablehlo.dot_general %565, %272, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %567 = stablehlo.transpose %566, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,4,8]{3,1,2,0}"} : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %568 = sdy.sharding_constraint %567 <@mesh, [{}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %569 = stablehlo.slice %568 [0:4, 0:8, 0:4, 4:8] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %570 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %571 = stablehlo.reshape %570 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %573 = stablehlo.multiply %569, %572 : tensor<4x8x4x4xf32>
    %574 = stablehlo.slice %568 [0:4, 0:8, 0:4, 0:4] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %575 = stablehlo.negate %574 : tensor<4x8x4x4xf32>
    %576 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %577 = stablehlo.reshape %576 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %579 = stablehlo.multiply %575, %578 : tensor<4x8x4x4xf32>
    %580 = stablehlo.add %573, %579 : tensor<4x8x4x4xf32>
    %581 = stablehlo.pad %580, %32, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %582 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %583 = stablehlo.reshape %582 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %585 = stablehlo.multiply %569, %584 : tensor<4x8x4x4xf32>
    %586 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %587 = stablehlo.reshape %586 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %589 = stablehlo.multiply %574, %588 : tensor<4x8x4x4xf32>
    %590 = stablehlo.add %585, %589 : tensor<4x8x4x4xf32>
    %591 = stablehlo.pad %590, %32, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %592 = stablehlo.add %581, %591 : tensor<4x8x4x8xf32>
    %593 = stablehlo.reshape %592 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %594 = stablehlo.dot_general %593, %53, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %595 = stablehlo.transpose %594, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %596 = sdy.constant dense<0.899999976> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %598 = stablehlo.broadcast_in_dim %596, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %599 = stablehlo.broadcast_in_dim %596, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %600 = stablehlo.broadcast_in_dim %596, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %601 = stablehlo.multiply %arg9, %597 : tensor<32x32xf32>
    %602 = stablehlo.add %595, %601 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %603 = sdy.constant dense<-1.000000e-01> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %605 = stablehlo.broadcast_in_dim %603, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %606 = stablehlo.broadcast_in_dim %603, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %607 = stablehlo.broadcast_in_dim %603, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %608 = stablehlo.multiply %602, %604 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %609 = stablehlo.add %arg0, %608 : tensor<32x32xf32>
    %610 = stablehlo.dot_general %536, %456, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %611 = stablehlo.transpose %610, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %612 = stablehlo.multiply %arg10, %598 : tensor<32x32xf32>
    %613 = stablehlo.add %611, %612 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %614 = stablehlo.multiply %613, %605 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %615 = stablehlo.add %arg1, %614 : tensor<32x32xf32>
    %616 = stablehlo.dot_general %565, %424, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %617 = stablehlo.transpose %616, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,4,8]{3,1,2,0}"} : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %618 = sdy.sharding_constraint %617 <@mesh, [{}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %619 = stablehlo.slice %618 [0:4, 0:8, 0:4, 4:8] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %620 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %621 = stablehlo.reshape %620 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %623 = stablehlo.multiply %619, %622 : tensor<4x8x4x4xf32>
    %624 = stablehlo.slice %618 [0:4, 0:8, 0:4, 0:4] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %625 = stablehlo.negate %624 : tensor<4x8x4x4xf32>
    %626 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %627 = stablehlo.reshape %626 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %629 = stablehlo.multiply %625, %628 : tensor<4x8x4x4xf32>
    %630 = stablehlo.add %623, %629 : tensor<4x8x4x4xf32>
    %631 = stablehlo.pad %630, %32, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %632 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %633 = stablehlo.reshape %632 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %634 = stablehlo.broadcast_in_dim %633, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %635 = stablehlo.multiply %619, %634 : tensor<4x8x4x4xf32>
    %636 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %637 = stablehlo.reshape %636 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %639 = stablehlo.multiply %624, %638 : tensor<4x8x4x4xf32>
    %640 = stablehlo.add %635, %639 : tensor<4x8x4x4xf32>
    %641 = stablehlo.pad %640, %32, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %642 = stablehlo.add %631, %641 : tensor<4x8x4x8xf32>
    %643 = stablehlo.reshape %642 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %644 = stablehlo.dot_general %643, %53, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %645 = stablehlo.transpose %644, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %646 = stablehlo.multiply %arg11, %599 : tensor<32x32xf32>
    %647 = stablehlo.add %645, %646 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %648 = stablehlo.multiply %647, %606 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %649 = stablehlo.add %arg2, %648 : tensor<32x32xf32>
    %650 = stablehlo.dot_general %540, %452, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %651 = stablehlo.transpose %650, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,4,8]{1,3,2,0}"} : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %652 = sdy.sharding_constraint %651 <@mesh, [{}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %653 = stablehlo.reshape %652 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %654 = stablehlo.dot_general %653, %53, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %655 = stablehlo.transpose %654, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %656 = stablehlo.multiply %arg12, %600 : tensor<32x32xf32>
    %657 = stablehlo.add %655, %656 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %658 = stablehlo.multiply %657, %607 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %659 = stablehlo.add %arg3, %658 : tensor<32x32xf32>
    %660 = stablehlo.dot_general %653, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %661 = stablehlo.dot_general %593, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %662 = stablehlo.add %660, %661 : tensor<4x8x32xf32>
    %663 = stablehlo.dot_general %643, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %664 = stablehlo.add %662, %663 : tensor<4x8x32xf32>
    %665 = stablehlo.multiply %48, %664 : tensor<4x8x32xf32>
    %666 = stablehlo.reduce(%665 init: %32) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %667 = stablehlo.reshape %666 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %668 = stablehlo.reduce(%667 init: %32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %669 = sdy.constant dense<0.899999976> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %669, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %671 = stablehlo.broadcast_in_dim %669, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %672 = stablehlo.multiply %arg13, %670 : tensor<32xf32>
    %673 = stablehlo.add %668, %672 : tensor<32xf32>
    %674 = sdy.constant dense<-1.000000e-01> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %676 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %677 = stablehlo.multiply %673, %675 : tensor<32xf32>
    %678 = stablehlo.add %arg4, %677 : tensor<32xf32>
    %679 = stablehlo.dot_general %500, %489, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %680 = stablehlo.transpose %679, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %681 = sdy.constant dense<0.899999976> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %683 = stablehlo.multiply %arg14, %682 : tensor<64x32xf32>
    %684 = stablehlo.add %680, %683 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %685 = sdy.constant dense<-1.000000e-01> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %687 = stablehlo.multiply %684, %686 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %688 = stablehlo.add %arg5, %687 : tensor<64x32xf32>
    %689 = stablehlo.dot_general %509, %474, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %690 = stablehlo.transpose %689, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %691 = sdy.constant dense<0.899999976> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %693 = stablehlo.broadcast_in_dim %691, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %694 = stablehlo.multiply %arg15, %692 : tensor<32x64xf32>
    %695 = stablehlo.add %690, %694 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %696 = sdy.constant dense<-1.000000e-01> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %698 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %699 = stablehlo.multiply %695, %697 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %700 = stablehlo.add %arg6, %699 : tensor<32x64xf32>
    %701 = stablehlo.dot_general %503, %474, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %702 = stablehlo.transpose %701, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %703 = stablehlo.multiply %arg16, %693 : tensor<32x64xf32>
    %704 = stablehlo.add %702, %703 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %705 = stablehlo.multiply %704, %698 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %706 = stablehlo.add %arg7, %705 : tensor<32x64xf32>
    %707 = stablehlo.multiply %469, %511 : tensor<4x8x32xf32>
    %708 = stablehlo.reduce(%707 init: %32) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %709 = stablehlo.reshape %708 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %710 = stablehlo.reduce(%709 init: %32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %711 = stablehlo.multiply %arg17, %671 : tensor<32xf32>
    %712 = stablehlo.add %710, %711 : tensor<32xf32>
    %713 = stablehlo.multiply %712, %676 : tensor<32xf32>
    %714 = stablehlo.add %arg8, %713 : tensor<32xf32>
    %715 = stablehlo.multiply %493, %493 : tensor<4x8x32xf32>
    %716 = stablehlo.reduce(%715 init: %32) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %717 = sdy.constant dense<1.024000e+03> : tensor<f32>
    %718 = stablehlo.divide %716, %717 : tensor<f32>
    return %609, %615, %649, %659, %678, %688, %700, %706, %714, %602, %613, %647, %657, %673, %684, %695, %704, %712, %718 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<f32>
  }
}
