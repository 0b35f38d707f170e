module @jit_attention_tp_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 2 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=2]> {stablehlo.mesh = {axes = [{name = "tp", size = 2 : i64}]}}
  func.func @main(%arg0: tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<2x16x32xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {}, {}], replicated={"tp"}>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>] out_shardings=[<@mesh, [{}, {}, {}], replicated={"tp"}>] manual_axes={"tp"} (%arg5: tensor<2x16x32xf32>, %arg6: tensor<32x16xf32>, %arg7: tensor<32x16xf32>, %arg8: tensor<32x16xf32>, %arg9: tensor<16x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x16xf32>) -> tensor<2x16x16xf32>
      %2 = stablehlo.reshape %1 : (tensor<2x16x16xf32>) -> tensor<2x16x4x4xf32>
      %3 = stablehlo.iota dim = 0 : tensor<16xi32>
      %4 = stablehlo.reshape %3 : (tensor<16xi32>) -> tensor<16x1xi32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1xi32>
      %6 = stablehlo.reshape %5 : (tensor<16x1xi32>) -> tensor<16xi32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<16xi32>) -> tensor<16x16xi32>
      %8 = stablehlo.iota dim = 0 : tensor<16xi32>
      %9 = stablehlo.reshape %8 : (tensor<16xi32>) -> tensor<1x16xi32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16xi32>
      %11 = stablehlo.reshape %10 : (tensor<1x16xi32>) -> tensor<16xi32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<16xi32>) -> tensor<16x16xi32>
      %13 = stablehlo.compare GE, %7, %12 : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
      %14 = stablehlo.reshape %13 : (tensor<16x16xi1>) -> tensor<1x1x16x16xi1>
      %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<1x1x16x16xi1>
      %16 = stablehlo.reshape %15 : (tensor<1x1x16x16xi1>) -> tensor<16x16xi1>
      %17 = stablehlo.broadcast_in_dim %16, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
      %18 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x16xf32>) -> tensor<2x16x16xf32>
      %19 = stablehlo.reshape %18 : (tensor<2x16x16xf32>) -> tensor<2x16x4x4xf32>
      %20 = stablehlo.slice %19 [0:2, 0:16, 0:4, 0:2] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x2xf32>
      %21 = stablehlo.iota dim = 0 : tensor<16xi32>
      %22 = stablehlo.iota dim = 0 : tensor<16xi32>
      %23 = stablehlo.iota dim = 0 : tensor<16xi32>
      %24 = stablehlo.iota dim = 0 : tensor<16xi32>
      %25 = stablehlo.iota dim = 0 : tensor<16xi32>
      %26 = stablehlo.iota dim = 0 : tensor<16xi32>
      %27 = stablehlo.iota dim = 0 : tensor<16xi32>
      %28 = stablehlo.iota dim = 0 : tensor<16xi32>
      %29 = stablehlo.convert %21 : (tensor<16xi32>) -> tensor<16xf32>
      %30 = stablehlo.convert %22 : (tensor<16xi32>) -> tensor<16xf32>
      %31 = stablehlo.convert %23 : (tensor<16xi32>) -> tensor<16xf32>
      %32 = stablehlo.convert %24 : (tensor<16xi32>) -> tensor<16xf32>
      %33 = stablehlo.reshape %29 : (tensor<16xf32>) -> tensor<16x1xf32>
      %34 = stablehlo.reshape %30 : (tensor<16xf32>) -> tensor<16x1xf32>
      %35 = stablehlo.reshape %31 : (tensor<16xf32>) -> tensor<16x1xf32>
      %36 = stablehlo.reshape %32 : (tensor<16xf32>) -> tensor<16x1xf32>
      %37 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %38 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %39 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %40 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %41 = stablehlo.reshape %37 : (tensor<16x1xf32>) -> tensor<16xf32>
      %42 = stablehlo.reshape %38 : (tensor<16x1xf32>) -> tensor<16xf32>
      %43 = stablehlo.reshape %39 : (tensor<16x1xf32>) -> tensor<16xf32>
      %44 = stablehlo.reshape %40 : (tensor<16x1xf32>) -> tensor<16xf32>
      %45 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
      %46 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
      %47 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
      %48 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
      %49 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %51 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %52 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %53 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %54 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %55 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %56 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %57 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %58 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %60 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %61 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %62 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %63 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %64 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %65 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %66 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %67 = stablehlo.iota dim = 0 : tensor<2xf32>
      %68 = stablehlo.iota dim = 0 : tensor<2xf32>
      %69 = stablehlo.iota dim = 0 : tensor<2xf32>
      %70 = stablehlo.iota dim = 0 : tensor<2xf32>
      %71 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %73 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %74 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %75 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %76 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %77 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %78 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %79 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %80 = stablehlo.divide %67, %72 : tensor<2xf32>
      %81 = stablehlo.divide %68, %73 : tensor<2xf32>
      %82 = stablehlo.divide %69, %74 : tensor<2xf32>
      %83 = stablehlo.divide %70, %75 : tensor<2xf32>
      %84 = stablehlo.power %59, %80 : tensor<2xf32>
      %85 = stablehlo.power %60, %81 : tensor<2xf32>
      %86 = stablehlo.power %61, %82 : tensor<2xf32>
      %87 = stablehlo.power %62, %83 : tensor<2xf32>
      %88 = stablehlo.divide %50, %84 : tensor<2xf32>
      %89 = stablehlo.divide %51, %85 : tensor<2xf32>
      %90 = stablehlo.divide %52, %86 : tensor<2xf32>
      %91 = stablehlo.divide %53, %87 : tensor<2xf32>
      %92 = stablehlo.reshape %88 : (tensor<2xf32>) -> tensor<1x2xf32>
      %93 = stablehlo.reshape %89 : (tensor<2xf32>) -> tensor<1x2xf32>
      %94 = stablehlo.reshape %90 : (tensor<2xf32>) -> tensor<1x2xf32>
      %95 = stablehlo.reshape %91 : (tensor<2xf32>) -> tensor<1x2xf32>
      %96 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %97 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %98 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %99 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %100 = stablehlo.reshape %96 : (tensor<1x2xf32>) -> tensor<2xf32>
      %101 = stablehlo.reshape %97 : (tensor<1x2xf32>) -> tensor<2xf32>
      %102 = stablehlo.reshape %98 : (tensor<1x2xf32>) -> tensor<2xf32>
      %103 = stablehlo.reshape %99 : (tensor<1x2xf32>) -> tensor<2xf32>
      %104 = stablehlo.broadcast_in_dim %100, dims = [1] : (tensor<2xf32>) -> tensor<16x2xf32>
      %105 = stablehlo.broadcast_in_dim %101, dims = [1] : (tensor<2xf32>) -> tensor<16x2xf32>
      %106 = stablehlo.broadcast_in_dim %102, dims = [1] : (tensor<2xf32>) -> tensor<16x2xf32>
      %107 = stablehlo.broadcast_in_dim %103, dims = [1] : (tensor<2xf32>) -> tensor<16x2xf32>
      %108 = stablehlo.multiply %45, %104 : tensor<16x2xf32>
      %109 = stablehlo.multiply %46, %105 : tensor<16x2xf32>
      %110 = stablehlo.multiply %47, %106 : tensor<16x2xf32>
      %111 = stablehlo.multiply %48, %107 : tensor<16x2xf32>
      %112 = stablehlo.cosine %108 : tensor<16x2xf32>
      %113 = stablehlo.cosine %111 : tensor<16x2xf32>
      %114 = stablehlo.reshape %112 : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %115 = stablehlo.reshape %113 : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %116 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %117 = stablehlo.reshape %116 : (tensor<1x16x1x2xf32>) -> tensor<16x2xf32>
      %118 = stablehlo.broadcast_in_dim %117, dims = [1, 3] : (tensor<16x2xf32>) -> tensor<2x16x4x2xf32>
      %119 = stablehlo.multiply %20, %118 : tensor<2x16x4x2xf32>
      %120 = stablehlo.slice %19 [0:2, 0:16, 0:4, 2:4] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x2xf32>
      %121 = stablehlo.sine %109 : tensor<16x2xf32>
      %122 = stablehlo.sine %110 : tensor<16x2xf32>
      %123 = stablehlo.reshape %121 : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %124 = stablehlo.reshape %122 : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %125 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %126 = stablehlo.reshape %125 : (tensor<1x16x1x2xf32>) -> tensor<16x2xf32>
      %127 = stablehlo.broadcast_in_dim %126, dims = [1, 3] : (tensor<16x2xf32>) -> tensor<2x16x4x2xf32>
      %128 = stablehlo.multiply %120, %127 : tensor<2x16x4x2xf32>
      %129 = stablehlo.subtract %119, %128 : tensor<2x16x4x2xf32>
      %130 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %131 = stablehlo.reshape %130 : (tensor<1x16x1x2xf32>) -> tensor<16x2xf32>
      %132 = stablehlo.broadcast_in_dim %131, dims = [1, 3] : (tensor<16x2xf32>) -> tensor<2x16x4x2xf32>
      %133 = stablehlo.multiply %20, %132 : tensor<2x16x4x2xf32>
      %134 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %135 = stablehlo.reshape %134 : (tensor<1x16x1x2xf32>) -> tensor<16x2xf32>
      %136 = stablehlo.broadcast_in_dim %135, dims = [1, 3] : (tensor<16x2xf32>) -> tensor<2x16x4x2xf32>
      %137 = stablehlo.multiply %120, %136 : tensor<2x16x4x2xf32>
      %138 = stablehlo.add %133, %137 : tensor<2x16x4x2xf32>
      %139 = stablehlo.concatenate %129, %138, dim = 3 : (tensor<2x16x4x2xf32>, tensor<2x16x4x2xf32>) -> tensor<2x16x4x4xf32>
      %140 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x16xf32>) -> tensor<2x16x16xf32>
      %141 = stablehlo.reshape %140 : (tensor<2x16x16xf32>) -> tensor<2x16x4x4xf32>
      %142 = stablehlo.slice %141 [0:2, 0:16, 0:4, 0:2] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x2xf32>
      %143 = stablehlo.convert %25 : (tensor<16xi32>) -> tensor<16xf32>
      %144 = stablehlo.convert %26 : (tensor<16xi32>) -> tensor<16xf32>
      %145 = stablehlo.convert %27 : (tensor<16xi32>) -> tensor<16xf32>
      %146 = stablehlo.convert %28 : (tensor<16xi32>) -> tensor<16xf32>
      %147 = stablehlo.reshape %143 : (tensor<16xf32>) -> tensor<16x1xf32>
      %148 = stablehlo.reshape %144 : (tensor<16xf32>) -> tensor<16x1xf32>
      %149 = stablehlo.reshape %145 : (tensor<16xf32>) -> tensor<16x1xf32>
      %150 = stablehlo.reshape %146 : (tensor<16xf32>) -> tensor<16x1xf32>
      %151 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %152 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %153 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %154 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %155 = stablehlo.reshape %151 : (tensor<16x1xf32>) -> tensor<16xf32>
      %156 = stablehlo.reshape %152 : (tensor<16x1xf32>) -> tensor<16xf32>
      %157 = stablehlo.reshape %153 : (tensor<16x1xf32>) -> tensor<16xf32>
      %158 = stablehlo.reshape %154 : (tensor<16x1xf32>) -> tensor<16xf32>
      %159 = stablehlo.broadcast_in_dim %155, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
      %160 = stablehlo.broadcast_in_dim %156, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
      %161 = stablehlo.broadcast_in_dim %157, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
      %162 = stablehlo.broadcast_in_dim %158, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
      %163 = stablehlo.iota dim = 0 : tensor<2xf32>
      %164 = stablehlo.iota dim = 0 : tensor<2xf32>
      %165 = stablehlo.iota dim = 0 : tensor<2xf32>
      %166 = stablehlo.iota dim = 0 : tensor<2xf32>
      %167 = stablehlo.divide %163, %76 : tensor<2xf32>
      %168 = stablehlo.divide %164, %77 : tensor<2xf32>
      %169 = stablehlo.divide %165, %78 : tensor<2xf32>
      %170 = stablehlo.divide %166, %79 : tensor<2xf32>
      %171 = stablehlo.power %63, %167 : tensor<2xf32>
      %172 = stablehlo.power %64, %168 : tensor<2xf32>
      %173 = stablehlo.power %65, %169 : tensor<2xf32>
      %174 = stablehlo.power %66, %170 : tensor<2xf32>
      %175 = stablehlo.divide %54, %171 : tensor<2xf32>
      %176 = stablehlo.divide %55, %172 : tensor<2xf32>
      %177 = stablehlo.divide %56, %173 : tensor<2xf32>
      %178 = stablehlo.divide %57, %174 : tensor<2xf32>
      %179 = stablehlo.reshape %175 : (tensor<2xf32>) -> tensor<1x2xf32>
      %180 = stablehlo.reshape %176 : (tensor<2xf32>) -> tensor<1x2xf32>
      %181 = stablehlo.reshape %177 : (tensor<2xf32>) -> tensor<1x2xf32>
      %182 = stablehlo.reshape %178 : (tensor<2xf32>) -> tensor<1x2xf32>
      %183 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %184 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %185 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %186 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %187 = stablehlo.reshape %183 : (tensor<1x2xf32>) -> tensor<2xf32>
      %188 = stablehlo.reshape %184 : (tensor<1x2xf32>) -> tensor<2xf32>
      %189 = stablehlo.reshape %185 : (tensor<1x2xf32>) -> tensor<2xf32>
      %190 = stablehlo.reshape %186 : (tensor<1x2xf32>) -> tensor<2xf32>
      %191 = stablehlo.broadcast_in_dim %187, dims = [1] : (tensor<2xf32>) -> tensor<16x2xf32>
      %192 = stablehlo.broadcast_in_dim %188, dims = [1] : (tensor<2xf32>) -> tensor<16x2xf32>
      %193 = stablehlo.broadcast_in_dim %189, dims = [1] : (tensor<2xf32>) -> tensor<16x2xf32>
      %194 = stablehlo.broadcast_in_dim %190, dims = [1] : (tensor<2xf32>) -> tensor<16x2xf32>
      %195 = stablehlo.multiply %159, %191 : tensor<16x2xf32>
      %196 = stablehlo.multiply %160, %192 : tensor<16x2xf32>
      %197 = stablehlo.multiply %161, %193 : tensor<16x2xf32>
      %198 = stablehlo.multiply %162, %194 : tensor<16x2xf32>
      %199 = stablehlo.cosine %195 : tensor<16x2xf32>
      %200 = stablehlo.cosine %198 : tensor<16x2xf32>
      %201 = stablehlo.reshape %199 : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %202 = stablehlo.reshape %200 : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %203 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %204 = stablehlo.reshape %203 : (tensor<1x16x1x2xf32>) -> tensor<16x2xf32>
      %205 = stablehlo.broadcast_in_dim %204, dims = [1, 3] : (tensor<16x2xf32>) -> tensor<2x16x4x2xf32>
      %206 = stablehlo.multiply %142, %205 : tensor<2x16x4x2xf32>
      %207 = stablehlo.slice %141 [0:2, 0:16, 0:4, 2:4] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x2xf32>
      %208 = stablehlo.sine %196 : tensor<16x2xf32>
      %209 = stablehlo.sine %197 : tensor<16x2xf32>
      %210 = stablehlo.reshape %208 : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %211 = stablehlo.reshape %209 : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %212 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %213 = stablehlo.reshape %212 : (tensor<1x16x1x2xf32>) -> tensor<16x2xf32>
      %214 = stablehlo.broadcast_in_dim %213, dims = [1, 3] : (tensor<16x2xf32>) -> tensor<2x16x4x2xf32>
      %215 = stablehlo.multiply %207, %214 : tensor<2x16x4x2xf32>
      %216 = stablehlo.subtract %206, %215 : tensor<2x16x4x2xf32>
      %217 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %218 = stablehlo.reshape %217 : (tensor<1x16x1x2xf32>) -> tensor<16x2xf32>
      %219 = stablehlo.broadcast_in_dim %218, dims = [1, 3] : (tensor<16x2xf32>) -> tensor<2x16x4x2xf32>
      %220 = stablehlo.multiply %142, %219 : tensor<2x16x4x2xf32>
      %221 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %222 = stablehlo.reshape %221 : (tensor<1x16x1x2xf32>) -> tensor<16x2xf32>
      %223 = stablehlo.broadcast_in_dim %222, dims = [1, 3] : (tensor<16x2xf32>) -> tensor<2x16x4x2xf32>
      %224 = stablehlo.multiply %207, %223 : tensor<2x16x4x2xf32>
      %225 = stablehlo.add %220, %224 : tensor<2x16x4x2xf32>
      %226 = stablehlo.concatenate %216, %225, dim = 3 : (tensor<2x16x4x2xf32>, tensor<2x16x4x2xf32>) -> tensor<2x16x4x4xf32>
      %227 = stablehlo.dot_general %139, %226, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) -> tensor<2x4x16x16xf32>
      %228 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %229 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
      %230 = stablehlo.divide %227, %229 : tensor<2x4x16x16xf32>
      %231 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %232 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
      %233 = stablehlo.select %17, %230, %232 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
      %234 = sdy.constant dense<0xFF800000> : tensor<f32>
      %235 = stablehlo.reduce(%233 init: %234) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
      %236 = sdy.constant dense<0xFF800000> : tensor<f32>
      %237 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
      %238 = stablehlo.maximum %235, %237 : tensor<2x4x16xf32>
      %239 = stablehlo.reshape %238 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
      %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
      %241 = stablehlo.reshape %240 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16xf32>
      %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
      %243 = stablehlo.subtract %233, %242 : tensor<2x4x16x16xf32>
      %244 = stablehlo.exponential %243 : tensor<2x4x16x16xf32>
      %245 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %246 = stablehlo.reduce(%244 init: %245) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
      %247 = stablehlo.reshape %246 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
      %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
      %249 = stablehlo.reshape %248 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16xf32>
      %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
      %251 = stablehlo.divide %244, %250 : tensor<2x4x16x16xf32>
      %252 = stablehlo.dot_general %2, %251, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x4xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x4x16xf32>
      %253 = stablehlo.transpose %252, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,4]{1,3,2,0}"} : (tensor<2x4x4x16xf32>) -> tensor<2x16x4x4xf32>
      %254 = stablehlo.reshape %253 : (tensor<2x16x4x4xf32>) -> tensor<2x16x16xf32>
      %255 = stablehlo.dot_general %254, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<16x32xf32>) -> tensor<2x16x32xf32>
      %256 = "stablehlo.all_reduce"(%255) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %257 = stablehlo.add %arg10, %arg11 : tensor<f32>
        stablehlo.return %257 : tensor<f32>
      }) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
      sdy.return %256 : tensor<2x16x32xf32>
    } : (tensor<2x16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
}
